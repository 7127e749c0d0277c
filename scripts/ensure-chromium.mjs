#!/usr/bin/env node
// Makes sure the browser tests have Debian's Chromium and the fallback fonts the
// screenshot baselines were made with. Installs them when we are root; otherwise says
// what to install. Never downloads a browser build of its own.
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { chromiumPath } from "./chromium.mjs";

const fontDir = "/usr/share/fonts/truetype/dejavu";
const missing = [];
if (!existsSync(chromiumPath)) missing.push("chromium");
if (!existsSync(fontDir)) missing.push("fonts-dejavu-core");

if (missing.length === 0) {
  console.log(`chromium: ${chromiumPath}`);
  process.exit(0);
}
if (process.env.CHROME_PATH && missing.includes("chromium")) {
  console.error(`CHROME_PATH is ${process.env.CHROME_PATH}, but there is no file there.`);
  process.exit(1);
}
if (process.getuid?.() !== 0) {
  console.error(
    `Browser tests need: ${missing.join(", ")}.\n` +
      `Install them with: sudo apt-get install -y ${missing.join(" ")}\n` +
      "or point CHROME_PATH at a Chromium binary.",
  );
  process.exit(1);
}
console.log(`Installing ${missing.join(", ")} from Debian's packages…`);
const apt = (args) => execFileSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
apt(["update", "-qq"]);
apt(["install", "-y", "-qq", ...missing]);
console.log(`chromium: ${chromiumPath}`);
