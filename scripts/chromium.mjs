// Where the system Chromium is and how to start it here. Browser tests (Playwright,
// the Storybook test-runner) read this so every layer uses the same browser and flags.
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

// Without the background-networking flags Chromium keeps dialling Google's hosts,
// which this closed network refuses; --no-sandbox because CI runs as root.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--font-render-hinting=none",
];
