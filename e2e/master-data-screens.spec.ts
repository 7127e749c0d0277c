import { expect, test, type Page } from "@playwright/test";
import { SIGNED_IN_STATE } from "./support/sign-in.js";
import { screenshotOptions } from "./support/screenshot.js";

test.use({ storageState: SIGNED_IN_STATE });

// Each screen at desktop width and at 375 px against the baselines in
// master-data-screens.spec.ts-snapshots/. The lists are filtered to demo records the other
// journeys never touch (they run alongside and add their own), and everything dated relative
// to today (the demo data is built around the day it is seeded) is masked.
const widths = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 375, height: 800 },
];

const screens: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  {
    name: "customers",
    path: "/customer?q=aero",
    ready: (page) =>
      expect(page.getByRole("table", { name: "Customers" }).getByRole("link", { name: "ACME" })).toBeVisible(),
  },
  {
    name: "customer",
    path: "/customer/NORTHWIND",
    ready: async (page) => {
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(/Northwind/);
      await expect(page.getByRole("table", { name: "Recent purchase orders" })).toBeVisible();
      await expect(page.getByText(/^Created by /)).toBeVisible();
    },
  },
  {
    name: "new-customer",
    path: "/customer?q=aero&new=1",
    ready: (page) => expect(page.getByRole("dialog", { name: "New customer" })).toBeVisible(),
  },
  {
    name: "suppliers",
    path: "/supplier?q=heat",
    ready: (page) => expect(page.getByRole("table", { name: "Suppliers" }).getByRole("link").first()).toBeVisible(),
  },
  {
    name: "supplier",
    path: `/supplier/${encodeURIComponent("Precision Heat Treat Co.")}`,
    ready: async (page) => {
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Precision Heat Treat Co.");
      await expect(page.getByText(/^Created by |^No changes recorded$/)).toBeVisible();
    },
  },
  {
    name: "parts",
    path: "/part?customer=PIONEERA&partNumber=1141-256&revision=A",
    ready: async (page) => {
      await expect(page.getByRole("heading", { level: 2, name: /1141-256/ })).toBeVisible();
      await expect(page.getByRole("table", { name: "Parts" }).getByRole("row").nth(1)).toBeVisible();
      await expect(page.getByText(/^Created by /)).toBeVisible();
    },
  },
  {
    name: "pricing-sheet",
    path: "/print/part-pricing/SHOT-100/A",
    ready: (page) => expect(page.locator('[data-document="part-pricing-sheet"]')).toContainText("$12.5000"),
  },
];

test.beforeAll(async ({ browser }) => {
  // A part with fixed dates and prices for the pricing sheet, made through the API.
  const context = await browser.newContext({ storageState: SIGNED_IN_STATE });
  const page = await context.newPage();
  await page.goto("/");
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem("okta-token-storage") ?? "{}")?.accessToken?.accessToken as string,
  );
  const headers = { Authorization: `Bearer ${token}` };
  const customer = await page.request.post("/api/customers", {
    headers,
    data: { CustomerId: "SHOT", Name: "Screenshot Fixtures Inc.", PaymentTerms: "Net 45" },
  });
  expect([201, 409]).toContain(customer.status());
  const part = await page.request.post("/api/parts", {
    headers,
    data: {
      PartNumber: "SHOT-100",
      Revision: "A",
      Description: "Valve body, 3-way, anodized",
      CustomerId: "SHOT",
      Material: "6061-T6 aluminum",
      DrawingNumber: "D-SHOT-100",
      Pricing: {
        LotCharge: "150.00",
        EffectiveDate: "2024-03-05",
        QuoteReference: "Q-24-0042",
        Breaks: [
          { MinQuantity: 1, UnitPrice: "18.4000" },
          { MinQuantity: 50, UnitPrice: "14.2500" },
          { MinQuantity: 250, UnitPrice: "12.5000" },
        ],
      },
    },
  });
  expect([201, 409]).toContain(part.status());
  await context.close();
});

for (const size of widths) {
  for (const screen of screens) {
    test(`${screen.name} at ${size.name} width`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(screen.path);
      await screen.ready(page);
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (screen.name !== "pricing-sheet") {
        // Nothing scrolls sideways: not the page, not a table inside its card.
        const overflowing = await page.evaluate(() =>
          [document.documentElement, ...Array.from(document.querySelectorAll('[data-slot="table-container"]'))]
            .filter((element) => element.scrollWidth > element.clientWidth)
            .map((element) => element.getAttribute("data-slot") ?? element.tagName),
        );
        expect(overflowing).toEqual([]);
      }
      await expect(page).toHaveScreenshot(
        `${screen.name}-${size.name}.png`,
        screenshotOptions(
          page,
          page.locator('[data-slot="history-time"], [data-slot="timestamp"], [data-slot="date"], input[type="date"]'),
        ),
      );
    });
  }
}
