import { expect, type Page } from "@playwright/test";

export const DEMO_USER = { username: "dana", password: "shopdesk", givenName: "Dana" };
export const SIGNED_IN_STATE = "test-results/.auth/dana.json";

/**
 * From the app's /login screen through the built-in provider's form and back, the way a
 * person does it: nothing about the sign-in is mocked.
 */
export async function signInFromLoginPage(page: Page, user = DEMO_USER): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/oauth2\/default\//);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/(oauth2|login)/);
}
