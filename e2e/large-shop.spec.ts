import { expect, test } from "@playwright/test";
import { signInFromLoginPage } from "./support/sign-in.js";

// The large shop is the suite's second server (scripts/e2e-large-shop.mjs): 1,500 POs (and
// 1,600 blanket POs for the export test), more than the 1,000 rows a list counts exactly, so
// the PO list must say "1,000+" and page on.
const largeShopURL = `http://localhost:${process.env.E2E_LARGE_SHOP_PORT}`;

test("with more than 1,000 POs the list says 1,000+ and pages on past page 40", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: largeShopURL });
  const page = await context.newPage();
  await page.goto("/");
  await signInFromLoginPage(page);

  await page.goto("/po");
  const table = page.getByRole("table", { name: "Purchase orders" });
  const pagination = page.locator('[data-slot="pagination"]');
  await expect(pagination).toContainText("Showing 1–25 of 1,000+");
  await expect(table.getByRole("row")).toHaveCount(26);

  await pagination.getByRole("button", { name: "Page 40" }).click();
  await expect(page).toHaveURL(/[?&]page=40\b/);
  await expect(pagination).toContainText("Showing 976–1,000 of 1,000+");

  // Page 41, past the counted rows: Next stays open and the page has its 25 POs.
  await pagination.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=41\b/);
  await expect(pagination).toContainText("Showing 1,001–1,025 of 1,025+");
  await expect(pagination.getByRole("button", { name: "Page 41" })).toHaveAttribute("aria-current", "page");
  await expect(table.getByRole("row")).toHaveCount(26);
  await expect(pagination.getByRole("button", { name: "Next" })).toBeEnabled();
  await context.close();
});
