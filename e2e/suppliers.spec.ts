import { expect, test } from "@playwright/test";
import { SIGNED_IN_STATE } from "./support/sign-in.js";
import { expectNoAxeViolations, toastWith } from "./support/master-data.js";

test.use({ storageState: SIGNED_IN_STATE });

test("a supplier named with / & . ' and accents round-trips through the URL", async ({ page }) => {
  const suffix = Math.random().toString(36).slice(2, 6);
  const name = `A/B Plating & Anodize ${suffix}`;
  const renamed = `O'Brien Härterei. ${suffix}`;
  await page.goto("/supplier?new=1");
  const dialog = page.getByRole("dialog", { name: "New supplier" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Services").fill("Anodize, Plating");
  await dialog.getByRole("button", { name: "Create supplier" }).click();
  await expect(toastWith(page, `Supplier ${name} created`)).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/supplier/${encodeURIComponent(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  );
  await expect(page.getByRole("heading", { level: 1, name: `Supplier ${name}` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `Supplier ${name}` })).toBeVisible();

  await page.goto(`/supplier?q=${encodeURIComponent(suffix)}`);
  await page.getByRole("table", { name: "Suppliers" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Supplier ${name}` })).toBeVisible();

  const form = page.getByRole("form", { name: "Supplier details" });
  await form.getByRole("textbox", { name: "Name" }).fill(renamed);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWith(page, `Supplier ${renamed} saved`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Supplier ${renamed}` })).toBeVisible();
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/supplier/${renamed}`);
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(renamed);
  await expect(page.getByRole("complementary", { name: "Approval, files and history" }).getByText(name)).toBeVisible();
});

test("expired approvals are flagged in the list and on the supplier", async ({ page }) => {
  await page.goto("/supplier?approval=Expired");
  const table = page.getByRole("table", { name: "Suppliers" });
  const first = table.getByRole("row").nth(1);
  await expect(first.getByText("Expired")).toBeVisible();
  await expectNoAxeViolations(page, "/supplier?approval=Expired");
  await first.getByRole("link").click();
  await expect(page.getByText("The approval has expired.")).toBeVisible();
  await expectNoAxeViolations(page, "supplier detail");
});

test("an unknown supplier gets a clear message", async ({ page }) => {
  await page.goto(`/supplier/${encodeURIComponent("Nobody & Sons / Ltd.")}`);
  await expect(page.getByRole("heading", { level: 1, name: "Supplier Nobody & Sons / Ltd." })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("No such supplier");
});
