// How long the tests wait, in one place: Playwright (e2e/playwright.config.ts), the
// Storybook test-runner (scripts/test-storybook.mjs), the stories' play functions
// (.storybook/preview.ts) and the unit tests (vitest.config.ts, tooling/vitest-setup-dom.ts)
// all read these. Browser-safe: no Node APIs.
//
// Why these numbers: the suites must pass on a 2-core machine with both cores saturated by
// other work (`npm run test:stress` runs them beside `stress-ng --cpu 2`). There a screen
// that settles in ~0.5 s on a quiet machine can take 5-8 s: the browser, the server and the
// test runner get about a third of a core each. The waits are for something a person would
// see (an element, a request), so a generous limit costs nothing when the test passes; it
// only makes a real failure take longer to report.

/** A web-first assertion (`expect(locator).toBeVisible()`, `findByRole`, `waitFor`). */
export const expectTimeout = 20_000;

/** One click, fill or page load. */
export const actionTimeout = 30_000;

/** One whole e2e journey (long journeys multiply it with `test.slow()`). */
export const testTimeout = 120_000;

/** One story: render, play function, axe and screenshots. */
export const storyTimeout = 120_000;

/** One unit test in jsdom: renders and user events (Vitest's own 5 s ran out under load). */
export const unitTestTimeout = 30_000;
