import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_USER, SIGNED_IN_STATE } from "./support/sign-in.js";

test.use({ storageState: SIGNED_IN_STATE });

const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search PO, WO or Customer" });

test("the header has the menu, marks the current page and shows the user", async ({ page }) => {
  await page.goto("/customer");
  const menu = page.getByRole("navigation", { name: /main/i });
  for (const name of ["Home", "Customers", "Parts", "Suppliers", "Reports"]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: "Customers" })).toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "Parts" }).click();
  await expect(page).toHaveURL(/\/part$/);
  await expect(page.getByRole("heading", { level: 1, name: "Parts" })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(DEMO_USER.givenName) })).toContainText("D");
});

test("every route renders its titled page with its parameters", async ({ page }) => {
  const routes: Array<[string, string | RegExp]> = [
    ["/", "Dashboard"],
    ["/customer/ACME", "Customer ACME"],
    ["/supplier/A%2FB%20Plating%20%26%20Anodize", "Supplier A/B Plating & Anodize"],
    ["/reports", "Reports"],
    // The demo seed decides PO 12's customer PO number; the route only has to show that PO.
    ["/po/12", /^PO \S+$/],
    ["/wo/100002", "Work order 100002"],
    ["/print/part-pricing/7731-204/C", "Pricing 7731-204 rev C"],
    ["/print-wos?wo=100001&wo=100002", "Travelers"],
    ["/print-packing-slip/12/1/slip", /^Packing slip \S+-1$/],
    ["/no/such/page", "Dashboard"],
  ];
  for (const [path, title] of routes) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title }), path).toBeVisible();
  }
});

test("print views and ?showHeader=false have no header", async ({ page }) => {
  await page.goto("/customer?showHeader=false");
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await page.goto("/print-wos?wo=100001");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
});

test("a page that is still loading shows the full-screen spinner", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/reports-page-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("status", { name: "Loading…" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading…" })).toHaveCount(0);
});

test("at 375 px the menu and the search sit behind the toggle", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Menu", exact: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(searchBox(page)).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(searchBox(page)).toBeVisible();
  await page.getByRole("link", { name: "Suppliers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Suppliers" })).toBeVisible();
  expect(await new AxeBuilder({ page }).withTags(axeTags).analyze()).toHaveProperty("violations", []);
});

test("a render error shows the fallback screen and is reported to the server", async ({ page }) => {
  await page.goto("/diagnostics");
  const reported = page.waitForResponse((response) => response.url().endsWith("/api/logging/error"));
  await page.getByRole("button", { name: "Throw a test error" }).click();
  await expect(page.getByRole("heading", { name: "Error in Application" })).toBeVisible();
  await expect(page.getByText("Sorry, an unexpected error has occurred.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload Page" })).toBeVisible();
  const response = await reported;
  expect(response.status()).toBe(204);
  expect(response.request().postDataJSON()).toMatchObject({
    request: {
      error: expect.stringContaining("Test error from the diagnostics page"),
      componentStack: expect.any(String),
    },
  });
});

test("the diagnostics show the backup the server made of itself at start", async ({ page }) => {
  await page.goto("/diagnostics");
  await expect(page.getByRole("heading", { name: "Backups" })).toBeVisible();
  if (process.env.E2E_DATABASE_URL) {
    // On PostgreSQL the operator backs up (pg_dump, archiving): the screen says so.
    await expect(page.getByText(/^PostgreSQL: backups are made with pg_dump/)).toBeVisible();
  } else {
    // The server backs itself up right after it starts; a person who came sooner reloads.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText("Last backup:")).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByText(/^shopdesk-[\dT:-]+Z\.backup$/)).toBeVisible();
    await expect(page.getByText(/^Every day, keeping the last 7, in /)).toBeVisible();
  }
  expect(await new AxeBuilder({ page }).withTags(axeTags).analyze()).toHaveProperty("violations", []);
});

test("axe finds nothing on the shell's pages", async ({ page }) => {
  for (const path of ["/", "/customer", "/part", "/supplier", "/reports", "/po/1", "/wo/100001"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(results.violations, path).toEqual([]);
  }
});

test("headings go down one level at a time on the record screens (axe's heading-order)", async ({ page }) => {
  // Card titles are h2 under the page's h1; a skipped level is what screen-reader users trip on.
  for (const [path, card] of [
    ["/po/1", "Lines"],
    ["/wo/100001", "History"],
    ["/customer/ACME", "History"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2, name: card })).toBeVisible();
    const results = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
    expect(results.violations, path).toEqual([]);
  }
});
