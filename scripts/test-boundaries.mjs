#!/usr/bin/env node
// The layers' rules, proven (part of `npm run lint`): a fixture of imports, each forbidden one
// named with the rule that must catch it, is written to a temporary folder laid out like the
// repo (contract/, design-system/, app/src/…, server/src/…), and scripts/lint-boundaries.mjs
// checks it exactly as it checks the repo. Fails unless every forbidden import is caught by
// its rule, every allowed one passes, nothing else is reported, and every rule of
// .dependency-cruiser.mjs has a forbidden import here. The fixture never sits in the repo, so
// no typecheck, lint, format or build sees it. A new rule needs its forbidden import below.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import config, { folderCircles } from "../.dependency-cruiser.mjs";
import { brokenRules } from "./lint-boundaries.mjs";

/** [rule that must catch it, importing file, what it imports]: one of each kind in the matrix. */
const forbidden = [
  ["contract-imports-nothing-of-ours", "contract/src/probe-server.ts", "../../server/src/customers/index.js"],
  ["contract-imports-nothing-of-ours", "contract/src/probe-app.ts", "../../app/src/shared/record-links"],
  ["contract-takes-zod-only", "contract/src/probe-node.ts", "node:fs"],
  ["contract-takes-zod-only", "contract/src/probe-npm.ts", "kysely"],
  ["browser-takes-zod-mini", "app/src/features/customers/probe-zod.tsx", "zod"],
  ["browser-takes-zod-mini", "design-system/src/button/probe-zod.tsx", "zod"],
  ["browser-takes-zod-mini", "contract/src/probe-zod.ts", "zod"],
  ["design-system-knows-no-app", "design-system/src/button/probe-app.tsx", "../../../app/src/shared/record-links"],
  ["design-system-knows-no-network-or-routing", "design-system/src/button/probe-swr.tsx", "swr"],
  ["design-system-knows-no-network-or-routing", "design-system/src/button/probe-router.tsx", "react-router-dom"],
  ["server-knows-no-browser", "server/src/customers/probe-app.ts", "../../../app/src/shared/record-links"],
  ["server-knows-no-browser", "server/src/parts/probe-ds.ts", "../../../design-system/src/button/button"],
  ["server-domain-through-index", "server/src/customers/probe-internals.ts", "../suppliers/repository.js"],
  // A nested file, and a path that climbs further than it needs: caught all the same.
  ["server-domain-through-index", "server/src/imports/kinds/probe-nested.ts", "../../customers/repository.js"],
  ["server-domain-through-index", "server/src/parts/probe-climb.ts", "../../src/suppliers/rows.js"],
  // Folders the rules never named: covered by default, as a source and as a target.
  ["server-domain-through-index", "server/src/shop-floor/probe-new.ts", "../customers/repository.js"],
  ["server-domain-through-index", "server/src/purchase-orders/probe-new.ts", "../work-centres/repository.js"],
  ["server-domain-through-index", "server/src/test/probe-helper.ts", "../suppliers/repository.js"],
  ["server-infrastructure-knows-no-domain", "server/src/db/probe-domain.ts", "../customers/index.js"],
  ["server-infrastructure-knows-no-domain", "server/src/orders/probe-domain.ts", "../purchase-orders/index.js"],
  ["server-infrastructure-knows-no-domain", "server/src/http/probe-domain.ts", "../work-centres/index.js"],
  ["server-infrastructure-knows-no-domain", "server/src/errors.ts", "./customers/index.js"],
  ["server-repository-knows-no-http", "server/src/customers/repository.ts", "fastify"],
  ["server-repository-knows-no-http", "server/src/suppliers/rows.ts", "../http/http-error.js"],
  ["server-repository-knows-no-http", "server/src/shop-floor/repository.ts", "@fastify/static"],
  ["server-repository-knows-no-http", "server/src/db/probe-http.ts", "../http/answers.js"],
  ["server-repository-knows-no-http", "server/src/orders/probe-http.ts", "fastify"],
  ["server-test-helpers-in-tests-only", "server/src/customers/probe-test.ts", "../test/api.js"],
  ["app-knows-no-server", "app/src/shared/probe-server.ts", "../../../server/src/errors.js"],
  ["pages-are-the-top", "app/src/features/customers/probe-page.tsx", "../../pages/customers/customer-page"],
  ["pages-are-the-top", "app/src/shared/lists/probe-page.tsx", "../../pages/parts/part-page"],
  [
    "page-through-feature-index",
    "app/src/pages/customers/probe-internals.tsx",
    "../../features/customers/customer-detail",
  ],
  ["page-through-feature-index", "app/src/pages/print/probe-new.tsx", "../../features/shop-floor/board"],
  ["feature-through-index", "app/src/features/parts/probe-internals.tsx", "../customers/customer-field"],
  ["feature-through-index", "app/src/features/shop-floor/probe-internals.tsx", "../work-orders/work-order-detail"],
  ["shared-knows-no-feature", "app/src/shared/lists/probe-feature.tsx", "../../features/customers"],
  ["shell-knows-no-screen", "app/src/shell/probe-shared.tsx", "../shared/record-links"],
  ["shell-knows-no-screen", "app/src/shell/probe-feature.tsx", "../features/customers"],
  ["api-knows-no-screen", "app/src/api/customers/probe-screen.ts", "../../shared/record-links"],
  ["api-knows-no-screen", "app/src/api/probe-shell.ts", "../shell/page"],
  ["api-domain-takes-keys-types-paths", "app/src/api/parts/probe-hook.ts", "../customers/use-customer"],
  ["api-domain-takes-keys-types-paths", "app/src/api/shop-floor/probe-hook.ts", "../work-orders/use-store-work-order"],
  ["boot-and-auth-know-no-screen", "app/src/boot/probe-api.ts", "../api/client"],
  ["boot-and-auth-know-no-screen", "app/src/auth/probe-shell.tsx", "../shell/page"],
  ["storybook-fakes-in-stories-only", "app/src/features/customers/probe-fakes.tsx", "../../storybook/story-api"],
  ["no-tooling-in-shipped-code", "server/src/customers/probe-tooling.ts", "../../../scripts/run.mjs"],
  ["no-tooling-in-shipped-code", "app/src/shared/probe-tooling.ts", "../../../e2e/support/app"],
  ["e2e-drives-the-browser", "e2e/probe.spec.ts", "../app/src/shared/record-links"],
  // A circle of two files of one folder (reported once, from either file).
  ["no-circular", "server/src/customers/probe-circle-a.ts", "./probe-circle-b.js"],
  ["no-circular", "server/src/customers/probe-circle-b.ts", "./probe-circle-a.js"],
];

/**
 * Folder circles, in a fixture of their own (the imports above break rules both ways, so their
 * folders circle on purpose): alpha and beta each import the other through its index.ts, allowed
 * import by import and a circle as a whole; gamma imports both, and nothing imports it back.
 */
const folderFixture = {
  forbidden: [
    ["no-folder-circular", "server/src/alpha", "server/src/beta"],
    ["no-folder-circular", "server/src/beta", "server/src/alpha"],
  ],
  imports: [
    ["server/src/alpha/records.ts", "../beta/index.js"],
    ["server/src/beta/records.ts", "../alpha/index.js"],
    ["server/src/gamma/records.ts", "../alpha/index.js"],
    ["server/src/gamma/rows.ts", "../beta/index.js"],
  ],
};

/** [importing file, what it imports]: what the matrix allows, so a rule that says too much fails here. */
const allowed = [
  ["contract/src/probe-ok.ts", "zod/mini"],
  ["design-system/src/button/probe-ok.tsx", "../../../contract/src/index"],
  ["server/src/customers/probe-ok.ts", "../suppliers/index.js"],
  ["server/src/customers/probe-ok-db.ts", "../db/schema.js"],
  ["server/src/customers/probe-ok-zod.ts", "zod"],
  ["server/src/customers/routes.ts", "fastify"],
  ["server/src/customers/routes.ts", "../http/http-error.js"],
  ["server/src/customers/customer-routes.ts", "../http/answers.js"],
  ["server/src/customers/paths.ts", "../http/path-number.js"],
  ["server/src/customers/probe-ok.test.ts", "../test/api.js"],
  ["server/src/seed/probe-ok.ts", "../customers/index.js"],
  ["server/src/test/probe-ok.ts", "../api.js"],
  ["server/src/api.ts", "./customers/routes.js"],
  ["app/src/features/customers/probe-ok.tsx", "zod/mini"],
  ["app/src/features/parts/probe-ok.tsx", "../customers"],
  ["app/src/features/parts/probe-ok-shared.tsx", "../../shared/record-links"],
  ["app/src/features/parts/probe-ok-shell.tsx", "../../shell/page"],
  ["app/src/features/parts/probe-ok.stories.tsx", "../customers/fixtures"],
  ["app/src/features/parts/probe-ok-fakes.stories.tsx", "../../storybook/story-api"],
  ["app/src/pages/customers/probe-ok.tsx", "../../features/customers"],
  ["app/src/shared/lists/probe-ok.tsx", "../../shell/page"],
  ["app/src/api/parts/probe-ok.ts", "../customers/keys"],
  ["app/src/api/parts/probe-ok-types.ts", "../customers/types"],
  ["app/src/api/parts/probe-ok-client.ts", "../client"],
  ["app/src/api/parts/probe-ok.test.tsx", "../../storybook/story-api"],
  ["app/src/api/parts/probe-ok-hook.test.tsx", "../history/use-history"],
  ["app/src/routes.tsx", "./pages/customers/customer-page"],
  ["e2e/probe-ok.spec.ts", "../server/src/test/tokens.js"],
  ["scripts/probe-ok.ts", "../server/src/search/repository.js"],
];

/** Writes a fixture under `root`: each importing file with its imports, and an empty file for each target. */
function writeFixture(root, imports) {
  const files = new Map();
  const add = (file, specifier) => {
    const lines = files.get(file) ?? [];
    if (specifier) lines.push(`import "${specifier}";`);
    files.set(file, lines);
    if (!specifier || !specifier.startsWith(".")) return;
    // The target, resolved as TypeScript does (`.js` names the `.ts` file; no extension: .ts, .tsx or index.ts).
    let target = path.posix.join(path.posix.dirname(file), specifier);
    if (target.endsWith(".js")) target = target.replace(/\.js$/, ".ts");
    else if (!/\.m?[jt]sx?$/.test(target)) {
      // `../customers` from a feature names the folder (its index.ts); anything else a file.
      target = target.split("/").at(-2) === "features" ? `${target}/index.ts` : `${target}.ts`;
    }
    if (!files.has(target)) files.set(target, []);
  };
  for (const [file, specifier] of imports) add(file, specifier);
  for (const [file, lines] of files) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), `${lines.join("\n")}\nexport {};\n`);
  }
  symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"), "dir");
}

let failures = 0;
let passes = 0;
const check = (ok, message) => {
  if (ok) passes++;
  else {
    failures++;
    console.error(`FAIL ${message}`);
  }
};

/** The rules broken in a fixture of `imports`, checked as scripts/lint-boundaries.mjs checks the repo. */
async function brokenIn(imports) {
  const root = mkdtempSync(path.join(tmpdir(), "shopdesk-boundaries-"));
  try {
    writeFixture(root, imports);
    return await brokenRules({ baseDir: root });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const caughtBy = (broken, rule, from, to) =>
  broken.some((found) => found.rule === rule && found.from === from && (!to || found.to.startsWith(to)));

// Imports: each forbidden one caught by its rule, each allowed one by none, nothing else.
const broken = (await brokenIn([...forbidden.map(([, file, specifier]) => [file, specifier]), ...allowed])).filter(
  (found) => found.rule !== "no-folder-circular",
);
for (const [rule, from, specifier] of forbidden) {
  const isCircle = rule === "no-circular";
  const ok = isCircle
    ? forbidden.some(([other, file]) => other === rule && caughtBy(broken, rule, file))
    : caughtBy(broken, rule, from);
  check(ok, `${rule} misses ${from} -> ${specifier}`);
}
for (const [from, specifier] of allowed) {
  const wrong = broken.filter((found) => found.from === from);
  check(
    wrong.length === 0,
    `${from} -> ${specifier} is allowed, but ${wrong.map((found) => found.rule).join(", ")} says no`,
  );
}
const expected = new Set(forbidden.map(([rule, from]) => `${rule} ${from}`));
for (const found of broken) {
  check(expected.has(`${found.rule} ${found.from}`), `unexpected ${found.rule}: ${found.from} -> ${found.to}`);
}

// Folders: the circle caught, both ways, and nothing else.
const folderBroken = await brokenIn(folderFixture.imports);
for (const [rule, from, to] of folderFixture.forbidden) {
  check(caughtBy(folderBroken, rule, from, to), `${rule} misses ${from} -> ${to}`);
}
check(
  folderBroken.length === folderFixture.forbidden.length,
  `the folder fixture breaks only its circle, not: ${folderBroken.map((found) => `${found.rule} ${found.from} -> ${found.to}`).join("; ")}`,
);

// Every rule of the matrix is proven here.
const proven = new Set([...forbidden, ...folderFixture.forbidden].map(([rule]) => rule));
for (const { name } of [...config.forbidden, ...folderCircles.forbidden]) {
  check(proven.has(name), `rule ${name} has no forbidden import in scripts/test-boundaries.mjs`);
}

console.log(`boundaries: ${passes} passed, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
