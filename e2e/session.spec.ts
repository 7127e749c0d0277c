import { expect, test } from "@playwright/test";
import { DEMO_USER, SIGNED_IN_STATE, signInFromLoginPage } from "./support/sign-in.js";

test.describe("signed in from the shared state", () => {
  test.use({ storageState: SIGNED_IN_STATE });

  test("the user menu shows the initial and name, and Settings opens the account page in a new tab", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const config = await (await page.request.get("/config.json")).json();
    const trigger = page.getByRole("button", { name: new RegExp(DEMO_USER.givenName) });
    await expect(trigger).toContainText("D");
    await expect(trigger).toContainText(DEMO_USER.givenName);

    await trigger.click();
    const settings = page.getByRole("menuitem", { name: "Settings" });
    await expect(settings).toHaveAttribute("target", "_blank");
    await expect(settings).toHaveAttribute("rel", "noopener noreferrer");
    const [tab] = await Promise.all([context.waitForEvent("page"), settings.click()]);
    await expect(tab).toHaveURL(config.settingsUrl);
    await expect(tab.getByText("Dana Reyes")).toBeVisible();
  });

  test("an API answer of 401 clears the stored tokens and lands on /login", async ({ page }) => {
    // Tampered before the app starts (a reload after tampering raced the app's own navigation):
    // the dashboard's first calls carry the bad token, and their 401 is what signs the user out.
    await page.addInitScript(() => {
      if (sessionStorage.getItem("tampered")) return;
      sessionStorage.setItem("tampered", "yes");
      const stored = JSON.parse(localStorage.getItem("okta-token-storage") ?? "{}");
      stored.accessToken.accessToken = `${stored.accessToken.accessToken}tampered`;
      localStorage.setItem("okta-token-storage", JSON.stringify(stored));
      localStorage.setItem("authToken", "legacy");
    });
    await page.goto("/");

    await expect(page).toHaveURL(/\/login$/);
    const leftovers = await page.evaluate(() => ({
      authToken: localStorage.getItem("authToken") ?? sessionStorage.getItem("authToken"),
      accessToken: JSON.parse(localStorage.getItem("okta-token-storage") ?? "{}").accessToken ?? null,
    }));
    expect(leftovers).toEqual({ authToken: null, accessToken: null });
  });
});

test("Logout signs out at the provider, and a protected address asks for sign-in again", async ({ page }) => {
  await page.goto("/");
  await signInFromLoginPage(page);
  await page.getByRole("button", { name: new RegExp(DEMO_USER.givenName) }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole("heading", { name: "Sign in to Shopdesk" })).toBeVisible();

  await page.goto("/wo/100001");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The provider's session ended too: it asks for the password again.
  await expect(page.getByLabel("Password")).toBeVisible();
});
