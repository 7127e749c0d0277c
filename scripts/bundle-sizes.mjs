#!/usr/bin/env node
// `npm run bench:bundle`: builds the app and prints what a browser downloads, gzip'd: the
// entry (everything the sign-in screen needs) and each chunk loaded on demand.
import { readFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { run } from "./run.mjs";

const dist = "app/dist";
if (!process.argv.includes("--no-build")) {
  const code = await run("npm", ["run", "build", "-w", "design-system"]).then((c) => c || run("npm", ["run", "build", "-w", "app"]));
  if (code !== 0) process.exit(code);
}
const manifestPath = path.join(dist, ".vite", "manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build the app first (npm run build -w app).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const kb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

/** A chunk's own file plus everything it imports statically, once each. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const child of chunk.imports ?? []) closure(child, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(entryKey);
const css = (manifest[entryKey].css ?? []).reduce((sum, file) => sum + kb(file), 0);
const rows = [["entry (JS, with its static imports)", [...entryFiles].reduce((sum, file) => sum + kb(file), 0)], ["entry CSS", css]];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  // What navigating there adds on top of what is already loaded.
  const extra = [...closure(key)].filter((file) => !entryFiles.has(file));
  rows.push([`${chunk.name ?? key} (on demand)`, extra.reduce((sum, file) => sum + kb(file), 0)]);
}
console.log("chunk".padEnd(48), "KB gzip");
for (const [name, size] of rows) console.log(name.padEnd(48), size.toFixed(1).padStart(7));
