import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test("the built app renders a design-system button styled from the tokens", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Shopdesk" })).toBeVisible();

  const button = page.getByRole("button", { name: "Reload" });
  await expect(button).toHaveAttribute("data-variant", "primary");
  // --primary is hsl(221 83% 40%) in tokens.css.
  await expect(button).toHaveCSS("background-color", "rgb(17, 71, 187)");
  await expect(page.locator("body")).toHaveCSS("font-family", /Inter Variable/);
});

test("the page reaches the database through the server", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("readiness")).toHaveText("ready");
});

test("an unknown address falls back to the app", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Shopdesk" })).toBeVisible();
});

test("the server answers its public endpoints", async ({ request, baseURL }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  expect((await request.get("/readyz")).status()).toBe(200);
  const config = await (await request.get("/config.json")).json();
  expect(config).toMatchObject({ environmentName: "development", oidcBaseUrl: baseURL });
});

test("the page has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("readiness")).toHaveText("ready");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations).toEqual([]);
});
