/// <reference types="jest" />
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright";
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from "@storybook/test-runner";
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from "jest-image-snapshot";

/** Baselines are committed; the received image and the diff of a failed comparison go to an ignored folder. */
const baselineDir = path.resolve(".storybook/__screenshots__");
const diffDir = path.resolve("test-results/storybook-screenshots");

/** Page size when a story picks no viewport (see `viewports` in preview.ts). */
const defaultViewport = { width: 800, height: 600 };

/**
 * Why these numbers: with the same Chromium and the shipped Inter font the renders are
 * pixel-identical run to run (measured: 0 differing pixels), so the tolerance only has to
 * absorb anti-aliasing drift after a Chromium or FreeType update. A 1px blur softens glyph
 * edges before comparing; pixelmatch's per-pixel colour threshold stays at jest-image-snapshot's
 * strict default (0.01), so a token that moves a few percent of lightness still counts; and at
 * most 0.01 % of the pixels may differ (48 on 800×600): a changed colour, word or border fails,
 * a few stray edge pixels do not.
 */
const comparison: MatchImageSnapshotOptions = {
  customSnapshotsDir: baselineDir,
  customDiffDir: diffDir,
  customReceivedDir: diffDir,
  comparisonMethod: "pixelmatch",
  customDiffConfig: { threshold: 0.01 },
  blur: 1,
  failureThreshold: 0.0001,
  failureThresholdType: "percent",
  storeReceivedOnFailure: true,
  runInProcess: true,
};

/** Per-story screenshot options: `parameters: { screenshot: { … } }`. */
export type ScreenshotParameters = {
  /** Skip the screenshot (the story is still rendered, played and checked by axe). */
  disable?: boolean;
  /** Also capture the story with `print` media emulated (print layouts). */
  print?: boolean;
};

type ViewportOption = { styles?: { width?: string; height?: string } };

type StoryShape = {
  parameters?: {
    screenshot?: ScreenshotParameters;
    viewport?: { options?: Record<string, ViewportOption> };
  };
  storyGlobals?: { viewport?: { value?: string; isRotated?: boolean } };
};

function viewportFor(story: StoryShape): { width: number; height: number } {
  const selected = story.storyGlobals?.viewport;
  const styles = selected?.value ? story.parameters?.viewport?.options?.[selected.value]?.styles : undefined;
  const width = Number.parseInt(styles?.width ?? "", 10);
  const height = Number.parseInt(styles?.height ?? "", 10);
  if (!Number.isFinite(width) || !Number.isFinite(height)) return defaultViewport;
  return selected?.isRotated ? { width: height, height: width } : { width, height };
}

/** Waits until nothing that changes pixels is still pending: fonts, images, two frames. */
async function settle(page: Page): Promise<void> {
  await waitForPageReady(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function screenshot(page: Page): Promise<Buffer> {
  // "disabled" finishes finite CSS animations/transitions and cancels infinite ones.
  return page.screenshot({ fullPage: true, animations: "disabled", caret: "hide", scale: "css" });
}

/**
 * Compares a screenshot with its committed baseline. Baselines are Chromium's PNG bytes as taken
 * (jest-image-snapshot writes the received buffer unchanged), and Chromium encodes the same pixels
 * to the same bytes, so an identical file is a match without decoding, blurring and comparing two
 * images pixel by pixel, which took 1–3 s a story and half the step. Anything else, and a missing
 * baseline, goes to jest-image-snapshot and its tolerance.
 */
function expectMatchesBaseline(image: Buffer, identifier: string): void {
  const baseline = path.join(baselineDir, `${identifier}.png`);
  if (existsSync(baseline) && readFileSync(baseline).equals(image)) {
    // Counted as jest-image-snapshot counts a match, so the "Snapshots:" summary stays whole.
    const { snapshotState } = expect.getState() as { snapshotState?: { matched: number } };
    if (snapshotState) snapshotState.matched += 1;
    return;
  }
  expect(image).toMatchImageSnapshot({ ...comparison, customSnapshotIdentifier: identifier });
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page, context) {
    const story = (await getStoryContext(page, context)) as StoryShape;
    await page.setViewportSize(viewportFor(story));
    await page.emulateMedia({ media: "screen", reducedMotion: "reduce", colorScheme: "light" });
  },

  // Runs after the story rendered, its play function passed and addon-a11y's axe check ran
  // (a violation already failed the test, because preview.ts sets `a11y.test: "error"`).
  async postVisit(page, context) {
    // The runner also calls postVisit after a failed render, play or axe check; comparing a
    // screenshot then would replace that failure's message with a screenshot mismatch.
    if (context.hasFailure) return;
    const story = (await getStoryContext(page, context)) as StoryShape;
    const options = story.parameters?.screenshot ?? {};
    if (options.disable) return;

    await settle(page);
    expectMatchesBaseline(await screenshot(page), context.id);

    if (options.print) {
      await page.emulateMedia({ media: "print" });
      try {
        await settle(page);
        expectMatchesBaseline(await screenshot(page), `${context.id}.print`);
      } finally {
        await page.emulateMedia({ media: "screen" });
      }
    }
  },
};

export default config;
