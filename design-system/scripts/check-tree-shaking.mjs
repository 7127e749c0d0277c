#!/usr/bin/env node
// Proves the package tree-shakes: builds it as `npm run build` does (vite, preserveModules), puts
// the build in a throw-away node_modules/@shopdesk/design-system with the real package.json's
// `sideEffects`, bundles one consumer entry per import with Vite, and checks what each bundle holds.
//
//   node design-system/scripts/check-tree-shaking.mjs      prints each bundle's size, exits 1 on a leak
// Also run by `npx vitest run --project design-system` (check-tree-shaking.test.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, defaultClientConditions } from "vite";

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoDir = path.resolve(packageDir, "..");

/** Text that only the named part of the package contains. */
export const markers = {
  formatCurrency: "Intl.NumberFormat",
  Button: 'data-slot": "button"',
  ErrorFallback: "Error in Application",
  CommandSearch: "Search PO, WO or Customer",
  cmdk: "cmdk-input",
  jsbarcode: "CODE128",
  radixDropdownMenu: "DropdownMenuTrigger",
  AppHeader: "app-header-toggle",
  PackingSlip: "Certificate of Conformance",
  PartPricingSheet: "Price Quotation",
  StatTile: "stat-tile-value",
  BarChart: 'data-slot": "bar-chart-svg"',
};

/** Each consumer entry: what it imports, which markers must be in its bundle. */
export const cases = [
  {
    name: "formatCurrency",
    code: 'import { formatCurrency } from "@shopdesk/design-system";\nconsole.log(formatCurrency("1234.5"));',
    keeps: ["formatCurrency"],
  },
  {
    name: "Button",
    code: 'import { Button } from "@shopdesk/design-system";\nconsole.log(Button);',
    keeps: ["Button"],
  },
];

const quiet = { logLevel: "silent", configFile: false };

/** Builds the package and the consumer bundles; returns, per case, the markers found and the size. */
export async function checkTreeShaking() {
  // Inside the repo so the consumer bundles resolve react, cmdk, Radix… from its node_modules.
  const cacheDir = path.join(repoDir, "node_modules", ".cache");
  mkdirSync(cacheDir, { recursive: true });
  const workDir = mkdtempSync(path.join(cacheDir, "tree-shaking-"));
  try {
    const installed = path.join(workDir, "node_modules", "@shopdesk", "design-system");
    await build({
      ...quiet,
      configFile: path.join(packageDir, "vite.config.ts"),
      root: packageDir,
      build: { outDir: path.join(installed, "dist"), emptyOutDir: true, sourcemap: false },
    });
    const pkg = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"));
    writeFileSync(
      path.join(installed, "package.json"),
      JSON.stringify({
        name: pkg.name,
        type: "module",
        sideEffects: pkg.sideEffects,
        exports: { ".": "./dist/index.js" },
      }),
    );

    const results = [];
    for (const entry of cases) {
      const file = path.join(workDir, `${entry.name}.js`);
      writeFileSync(file, entry.code);
      const output = await build({
        ...quiet,
        root: workDir,
        // The package's own dependencies in this repo (the contract) are read from their source,
        // as the app reads them; a published contract would ship its build.
        resolve: { conditions: ["source", ...defaultClientConditions] },
        build: {
          write: false,
          minify: false,
          rolldownOptions: { input: file, external: ["react", "react-dom", "react/jsx-runtime"] },
        },
      });
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
      const code = chunks.map((chunk) => (chunk.type === "chunk" ? chunk.code : "")).join("\n");
      const found = Object.keys(markers).filter((key) => code.includes(markers[key]));
      results.push({ name: entry.name, keeps: entry.keeps, found, bytes: Buffer.byteLength(code) });
    }
    return results;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await checkTreeShaking();
  let ok = true;
  for (const { name, keeps, found, bytes } of results) {
    const leaked = found.filter((key) => !keeps.includes(key));
    const missing = keeps.filter((key) => !found.includes(key));
    ok &&= leaked.length === 0 && missing.length === 0;
    console.log(
      `${name}: ${(bytes / 1024).toFixed(1)} KiB; contains ${found.join(", ") || "nothing marked"}` +
        (leaked.length ? `; LEAKED ${leaked.join(", ")}` : "") +
        (missing.length ? `; MISSING ${missing.join(", ")}` : ""),
    );
  }
  process.exit(ok ? 0 : 1);
}
