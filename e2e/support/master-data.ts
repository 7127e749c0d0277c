import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** No axe violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  expect(results.violations, label).toEqual([]);
}

/** A key nobody else uses in this run: `prefix` plus 5 base-36 characters (≤ 12 in all). */
export function uniqueCode(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 7)}`.toUpperCase();
}

/**
 * The toast saying `title`. Found by the toast itself, not by `role="status"`: Radix puts
 * that role on a hidden copy it removes after a second, which a busy machine can miss.
 */
export const toastWith = (page: Page, title: string | RegExp) =>
  page.locator('[data-slot="toast"]').filter({ hasText: title });

/** Creates a customer through the list's "New customer" dialog and lands on its page. */
export async function createCustomer(page: Page, code: string, name: string): Promise<void> {
  await page.goto("/customer");
  await page.getByRole("button", { name: "New customer" }).click();
  const dialog = page.getByRole("dialog", { name: "New customer" });
  await dialog.getByLabel("Code").fill(code.toLowerCase());
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Create customer" }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/${code}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Customer ${code}` })).toBeVisible();
}
