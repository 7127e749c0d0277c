import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { expectTimeout } from "../scripts/test-timeouts.mjs";
import "../design-system/src/styles/globals.css";

// Play functions wait (findBy…, waitFor) as long as the e2e journeys do: a lazy chunk or a
// fake answer can take seconds on a busy machine, and a wait that ends early fails a good story.
configure({ asyncUtilTimeout: expectTimeout });

/**
 * Named viewports. A story picks one with `globals: { viewport: { value: "mobile" } }`;
 * the Storybook toolbar shows it and the test-runner sizes the page to it before the screenshot.
 */
const viewports = {
  mobile: { name: "Mobile", styles: { width: "375px", height: "667px" }, type: "mobile" },
  tablet: { name: "Tablet", styles: { width: "768px", height: "1024px" }, type: "tablet" },
  desktop: { name: "Desktop", styles: { width: "1280px", height: "800px" }, type: "desktop" },
  // US Letter at 96 dpi, for print layouts.
  letter: { name: "US Letter", styles: { width: "816px", height: "1056px" }, type: "other" },
} as const;

const preview: Preview = {
  parameters: {
    layout: "padded",
    viewport: { options: viewports },
    a11y: {
      // Any axe violation fails the story in the test-runner (and shows red in the panel).
      test: "error",
      options: {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
