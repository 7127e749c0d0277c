#!/usr/bin/env node
// `npm run bench:bundle`: builds the app and prints what a browser downloads (KB gzip) for the
// sign-in screen, for the signed-in shell, for each screen beyond the shell and for what a
// screen loads once it is up (a chart, the Attachments card, a "New …" dialog) beyond it, each against its
// budget (scripts/bundle-budgets.mjs). Sizes are deterministic for a given lock file, so
// `--check` makes the budgets a gate: npm test's `bundle` step fails when a figure is over
// its limit.
//
//   node scripts/bundle-sizes.mjs             build, then print
//   node scripts/bundle-sizes.mjs --no-build  print from the last build (app/dist)
//   node scripts/bundle-sizes.mjs --check     …and exit 1 when a figure is over its limit
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { budgets, limitOf } from "./bundle-budgets.mjs";
import { run } from "./run.mjs";

const dist = "app/dist";
const args = process.argv.slice(2);
if (!args.includes("--no-build")) {
  const code = await run("npm", ["run", "build", "-w", "contract"])
    .then((c) => c || run("npm", ["run", "build", "-w", "design-system"]))
    .then((c) => c || run("npm", ["run", "build", "-w", "app"]));
  if (code !== 0) process.exit(code);
}
const manifestPath = path.join(dist, ".vite", "manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build the app first (npm run build -w app).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const kb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
const sum = (files) => [...files].reduce((total, file) => total + kb(file), 0);

/** The manifest keys of a chunk and of everything it imports statically, once each. */
function closureKeys(key, seen = new Set()) {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closureKeys(child, seen);
  return seen;
}
/** The files of a chunk and of everything it imports statically. */
const closure = (key) => new Set([...closureKeys(key)].map((each) => manifest[each].file));
const union = (...sets) => new Set(sets.flatMap((set) => [...set]));
const minus = (set, loaded) => new Set([...set].filter((file) => !loaded.has(file)));
const keyOf = (source) => {
  const key = Object.keys(manifest).find((candidate) => candidate === source);
  if (!key) throw new Error(`bundle-sizes: ${source} is not a chunk of the build; update scripts/bundle-sizes.mjs`);
  return key;
};

// What each step of a visit has loaded (docs/performance.md, "Bundle budgets").
const entry = closure(Object.keys(manifest).find((key) => manifest[key].isEntry));
const signIn = union(entry, closure(keyOf("src/sign-in-root.tsx")));
const app = union(entry, closure(keyOf("src/root.tsx")), closure(keyOf("src/shell/signed-in.tsx")));
const shell = union(app, closure(keyOf("src/shell/app-shell.tsx")));

// The header's search palette, user menu and the toasts download after the shell's first paint,
// beside the screen; "?" downloads its dialog.
const controls = union(
  ...["src/shell/palette-search.tsx", "src/shell/account-menu.tsx", "src/shell/toaster.tsx"].map((source) =>
    closure(keyOf(source)),
  ),
);
const rows = [
  { name: "sign-in screen (/login)", budget: "signIn", size: sum(signIn) },
  { name: "sign-in + signed-in shell", budget: "shell", size: sum(shell) },
  { name: "  header controls, after the first paint", budget: "headerControls", size: sum(minus(controls, shell)) },
  {
    name: '  shortcuts dialog, on the first "?"',
    budget: "dialog",
    id: "shortcuts-dialog",
    size: sum(minus(closure(keyOf("src/shell/shortcuts-dialog.tsx")), union(shell, controls))),
  },
];
const pages = Object.keys(manifest).filter((key) => key.startsWith("src/pages/") && manifest[key].isDynamicEntry);
for (const key of pages.sort()) {
  const page = closure(key);
  // Prints open in their own tab without the header: they load the app, not the shell.
  const loaded = key.startsWith("src/pages/print/") ? app : shell;
  rows.push({
    name: `${manifest[key].name} (beyond the shell)`,
    budget: "screen",
    id: manifest[key].name,
    size: sum(minus(page, loaded)),
  });
  // What a screen loads only once it is up (the sales chart, the Attachments card, a "New …" dialog, a picker's
  // list), beyond the screen and, under the header, beyond the header controls, which came after the first paint.
  const present = key.startsWith("src/pages/print/") ? union(loaded, page) : union(loaded, page, controls);
  const onDemand = new Set(
    [...closureKeys(key)]
      .flatMap((each) => manifest[each].dynamicImports ?? [])
      .filter((each) => !each.startsWith("src/pages/")),
  );
  for (const part of onDemand) {
    const name = manifest[part].name;
    // A "New …" dialog is a form of its own; the part page's record loads as a record page does.
    const budget = /-dialog(-box)?$/.test(name) ? "dialog" : name.endsWith("-detail") ? "screen" : "onDemand";
    rows.push({
      name: `  ${name} (beyond its screen)`,
      budget,
      id: name,
      size: sum(minus(closure(part), present)),
    });
  }
}
rows.push({
  name: "CSS (every screen)",
  budget: "css",
  size: (manifest[Object.keys(manifest).find((key) => manifest[key].isEntry)].css ?? []).reduce(
    (total, file) => total + kb(file),
    0,
  ),
});

let isOver = false;
console.log("\n" + "KB gzip".padStart(56), "limit".padStart(7), "goal".padStart(6));
for (const row of rows) {
  const budget = budgets[row.budget];
  const limit = limitOf(row.budget, row.id);
  const over = row.size > limit;
  isOver ||= over;
  const note = over ? "  OVER LIMIT" : row.size > budget.goal ? "  over goal (limit holds the line)" : "";
  console.log(
    row.name.padEnd(48),
    row.size.toFixed(1).padStart(7),
    limit.toFixed(0).padStart(7),
    String(budget.goal).padStart(6) + note,
  );
}
if (args.includes("--check")) {
  console.log(
    isOver ? "\nA bundle is over its limit (scripts/bundle-budgets.mjs)." : "\nEvery bundle is within its limit.",
  );
  process.exit(isOver ? 1 : 0);
}
