import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInFromLoginPage } from "./support/sign-in.js";

test("a deep link while signed out goes through sign-in and back to the address asked for", async ({ page }) => {
  await page.goto("/wo/100001");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Sign in to Shopdesk" })).toBeVisible();

  await signInFromLoginPage(page);

  await expect(page).toHaveURL(/\/wo\/100001$/);
  await expect(page.getByRole("heading", { level: 1, name: "Work order 100001" })).toBeVisible();
});

test("a failed sign-in callback shows the error as name: message", async ({ page }) => {
  await page.goto("/login");
  const authorize = page.waitForRequest(/\/v1\/authorize\?/);
  await page.getByRole("button", { name: "Sign in" }).click();
  const state = new URL((await authorize).url()).searchParams.get("state");
  // Let the provider's redirect to its login form land first: a navigation started before it
  // does would be cut short by it.
  await page.waitForURL(/\/oauth2\/default\/interaction\//);
  // What the provider sends back when it refuses: the error, for the transaction under way.
  await page.goto(`/login/callback?error=access_denied&error_description=The%20user%20said%20no&state=${state}`);
  await expect(page.getByRole("alert")).toHaveText("OAuthError: The user said no");
});

test("signed out, the header shows no menu, search or user menu", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Search PO, WO or Customer" })).toHaveCount(0);
});

test("the sign-in screen is built from the design system's tokens", async ({ page }) => {
  await page.goto("/login");
  const button = page.getByRole("button", { name: "Sign in" });
  await expect(button).toHaveAttribute("data-variant", "primary");
  // --primary is hsl(221 83% 40%) in tokens.css.
  await expect(button).toHaveCSS("background-color", "rgb(17, 71, 187)");
  await expect(page.locator("body")).toHaveCSS("font-family", /Inter Variable/);
});

test("axe finds nothing on the sign-in screen or a failed callback", async ({ page }) => {
  for (const path of ["/login", "/login/callback?error=access_denied&error_description=No"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations, path).toEqual([]);
  }
});
