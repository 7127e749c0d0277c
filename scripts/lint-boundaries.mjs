#!/usr/bin/env node
// The layers' check (part of `npm run lint`): dependency-cruiser with the rule matrix of
// .dependency-cruiser.mjs over every file, then folder circles over what ships. Prints each
// import that breaks a rule and fails on any. scripts/test-boundaries.mjs runs the same check on
// a fixture of forbidden imports.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { cruise } from "dependency-cruiser";
import config, { folderCircles, roots, shippedRoots } from "../.dependency-cruiser.mjs";

/**
 * The rules broken under `baseDir` (the repo by default): `{ rule, from, to }` for each import
 * against the matrix or in a file circle, `{ rule, from, to }` with folders for a folder circle.
 */
export async function brokenRules({ baseDir = process.cwd(), files = roots, shipped = shippedRoots } = {}) {
  const run = async (fileList, { forbidden, options }) => {
    const existing = fileList.filter((file) => existsSync(path.join(baseDir, file)));
    if (existing.length === 0) return [];
    const { output } = await cruise(existing, {
      ...options,
      baseDir,
      validate: true,
      ruleSet: { forbidden },
      outputType: "json",
    });
    const result = typeof output === "string" ? JSON.parse(output) : output;
    return result.summary.violations.map((violation) => ({
      rule: violation.rule.name,
      from: violation.from,
      to: violation.to,
      cycle: violation.cycle?.map((step) => (typeof step === "string" ? step : step.name)),
    }));
  };
  const [modules, folders] = [await run(files, config), await run(shipped, folderCircles)];
  return [...modules, ...folders];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const broken = await brokenRules();
  for (const { rule, from, to, cycle } of broken) {
    console.error(`${rule}: ${from} -> ${to}${cycle ? `  (circle: ${[from, ...cycle].join(" -> ")})` : ""}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (broken.length > 0) {
    console.error(`\n${broken.length} imports break the layers (.dependency-cruiser.mjs; docs/server.md, "Layers").`);
    process.exit(1);
  }
  console.log(`Layers hold: no import against the matrix, no circle (${seconds} s).`);
}
