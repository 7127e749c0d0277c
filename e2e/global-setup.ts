import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Before any test: the large shop is ready. Playwright only waited for it to begin seeding
 * (playwright.config.ts), so its seeding ran beside the demo server's start; here the suite
 * waits for the rest. Should it stop with an error (shown above, from its stderr), its exit
 * code is in its data directory and the run fails at once.
 */
const largeShopTimeout = 180_000;

export default async function globalSetup() {
  const url = `http://localhost:${process.env.E2E_LARGE_SHOP_PORT}/readyz`;
  // The name scripts/e2e-large-shop.mjs writes it under.
  const exitCode = join(process.env.E2E_LARGE_SHOP_DATA_DIR!, "large-shop-exit-code");
  const deadline = Date.now() + largeShopTimeout;
  for (;;) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    if (existsSync(exitCode))
      throw new Error(
        `The large shop (scripts/e2e-large-shop.mjs) stopped with exit code ${readFileSync(exitCode, "utf8")}.`,
      );
    if (Date.now() > deadline)
      throw new Error(
        `The large shop (scripts/e2e-large-shop.mjs) was not ready at ${url} within ${largeShopTimeout / 1000} s.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
