// Ejected with `test-storybook --eject`, then moved here: test-storybook looks for
// `<config-dir>/test-runner-jest*` first. Ejected because the only way to make the runner
// launch the system Chromium is `testEnvironmentOptions['jest-playwright'].launchOptions`
// in this file (a jest-playwright.config file is silently ignored).
import { getJestConfig } from "@storybook/test-runner";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.mjs";

const testRunnerConfig = getJestConfig();

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    "jest-playwright": {
      ...testRunnerConfig.testEnvironmentOptions?.["jest-playwright"],
      browsers: ["chromium"],
      launchOptions: {
        executablePath: chromiumPath,
        headless: true,
        args: chromiumArgs,
      },
      // Fixed rendering conditions for the screenshots; test-runner.ts sets the viewport per story.
      contextOptions: {
        viewport: { width: 800, height: 600 },
        deviceScaleFactor: 1,
        locale: "en-US",
        timezoneId: "UTC",
        colorScheme: "light",
        reducedMotion: "reduce",
      },
    },
  },
};
