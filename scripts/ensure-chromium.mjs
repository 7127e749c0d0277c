#!/usr/bin/env node
// Makes sure the browser tests have Debian's Chromium and the fallback fonts the
// screenshot baselines were made with. Installs them when we are root; otherwise says
// what to install. Never downloads a browser build of its own.
import { existsSync } from "node:fs";
import { chromiumPath } from "./chromium.mjs";
import { ensureDebianPackages } from "./debian-packages.mjs";

if (process.env.CHROME_PATH && !existsSync(process.env.CHROME_PATH)) {
  console.error(`CHROME_PATH is ${process.env.CHROME_PATH}, but there is no file there.`);
  process.exit(1);
}
const ok = ensureDebianPackages([
  { path: chromiumPath, package: "chromium" },
  { path: "/usr/share/fonts/truetype/dejavu", package: "fonts-dejavu-core" },
]);
if (!ok) {
  console.error("…or point CHROME_PATH at a Chromium binary.");
  process.exit(1);
}
console.log(`chromium: ${chromiumPath}`);
