import { test as setup } from "@playwright/test";
import { SIGNED_IN_STATE, signInFromLoginPage } from "./support/sign-in.js";

// Signs in once; the signed-in tests start from this browser state (tokens and the
// provider's session cookie), so each of them does not repeat the whole redirect.
setup("sign in as the demo user", async ({ page }) => {
  await page.goto("/");
  await signInFromLoginPage(page);
  await page.context().storageState({ path: SIGNED_IN_STATE });
});
