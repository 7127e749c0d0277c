import type { Locator, Page } from "@playwright/test";

/**
 * Every full-page screenshot's options: the whole page, 1 % of pixels of slack, and what varies
 * from run to run masked — `masks`, and always the bell's count, which depends on what other
 * journeys and the day leave open. Masked rather than hidden by a stylesheet: the app's
 * Content-Security-Policy refuses the style Playwright would inject.
 */
export function screenshotOptions(page: Page, ...masks: Locator[]) {
  return {
    fullPage: true,
    maxDiffPixelRatio: 0.01,
    mask: [page.locator('[data-slot="alert-bell-count"]'), ...masks],
  };
}
