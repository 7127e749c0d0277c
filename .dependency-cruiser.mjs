// The layers' rule matrix (docs/server.md "Layers", docs/app.md "Folders"), checked by
// dependency-cruiser in `npm run lint` (scripts/lint-boundaries.mjs). Paths are matched as
// resolved from the repo's root, so `../../customers/repository.js` is caught like
// `../customers/repository.js`. A domain is any folder of server/src, app/src/api or
// app/src/features that is not infrastructure: a new folder is covered with no edit here.
// scripts/test-boundaries.mjs proves each rule with a forbidden import it must catch.

/** server/src's infrastructure: every other folder of server/src is a domain (a shop record or capability). */
const serverInfrastructure = ["http", "db", "auth", "test", "seed", "orders", "dev-sign-in", "mail", "background"];
const infra = `(?:${serverInfrastructure.join("|")})`;
/** A folder of server/src that is a domain. */
const serverDomain = `^server/src/(?!${infra}/)[^/]+/`;
/** Files of a server domain that speak HTTP: its routes and its path parameters. */
const httpFiles = "(^|/)(routes|[^/]+-routes|paths)\\.ts$";
/** Tests, stories and their fake answers: they may borrow another record's fixtures. */
const testsAndStories = "\\.(test|stories)\\.tsx?$|/(fixtures|story-api)\\.tsx?$";

/** @type {import("dependency-cruiser").IForbiddenRuleType[]} */
const layers = [
  // The contract: read by every side, so it reads nothing of ours; zod only, no Node APIs.
  {
    name: "contract-imports-nothing-of-ours",
    comment: "contract/ reads zod/mini only: no app, design system, server or tooling (docs/server.md, Layers).",
    from: { path: "^contract/" },
    to: { path: "^(app|design-system|server|e2e|scripts|tooling)/" },
  },
  {
    name: "contract-takes-zod-only",
    comment: "The browser imports the contract: zod, no Node API and no other package (docs/api.md).",
    from: { path: "^contract/" },
    to: {
      dependencyTypesNot: ["local", "aliased", "aliased-workspace", "undetermined"],
      pathNot: "(^|/)node_modules/zod/",
    },
  },
  // Nothing the browser loads takes classic zod: its API carries every method of every schema
  // (no tree shaking), 12 KB gzip more per form screen than zod/mini (docs/performance.md).
  {
    name: "browser-takes-zod-mini",
    comment: 'Import from "zod/mini": the browser loads this code (docs/api.md, "How the contract is wired").',
    from: { path: "^(app|design-system|contract|\\.storybook)/" },
    to: { path: "(^|/)node_modules/zod/(?!(mini|v4/mini|v4/core|v4/locales)/)" },
  },
  // The design system: components know nothing of the app, the network, Okta or routing.
  {
    name: "design-system-knows-no-app",
    comment: "design-system/ may read the contract; never the app, the server or tooling.",
    from: { path: "^design-system/" },
    to: { path: "^(app|server|e2e|scripts)/" },
  },
  {
    name: "design-system-knows-no-network-or-routing",
    comment:
      "Data and callbacks come in as props, so each component renders in Storybook alone (no SWR, router, Okta).",
    from: { path: "^design-system/" },
    to: { path: "(^|/)node_modules/(swr|react-router|react-router-dom|@okta/[^/]+)/" },
  },
  // The server.
  {
    name: "server-knows-no-browser",
    comment: "server/ never imports the app or the design system.",
    from: { path: "^server/" },
    to: { path: "^(app|design-system)/" },
  },
  {
    name: "server-domain-through-index",
    comment:
      "A domain reaches another only through its index.ts, the short list of what it offers (docs/server.md, Layers).",
    from: { path: "^server/src/([^/]+)/" },
    to: { path: `^server/src/(?!$1/)(?!${infra}/)[^/]+/`, pathNot: "^server/src/[^/]+/index\\.ts$" },
  },
  {
    name: "server-infrastructure-knows-no-domain",
    comment:
      "db/, orders/, http/, auth/ and dev-sign-in/ sit below every domain; only the assembly (api.ts) and seed/ and test/ import domains.",
    from: {
      path: "^server/src/((db|orders|http|auth|dev-sign-in|mail|background)/|[^/]+\\.ts$)",
      pathNot: "^server/src/(app|api|main)\\.ts$",
    },
    to: { path: serverDomain },
  },
  {
    name: "server-repository-knows-no-http",
    comment:
      "A domain's repository and rules (all but routes.ts, *-routes.ts and paths.ts), db/ and orders/ know no Fastify and nothing of http/: they throw domain errors.",
    from: { path: `${serverDomain}|^server/src/(db|orders)/`, pathNot: `${httpFiles}|\\.test\\.ts$` },
    to: {
      path: "^server/src/http/|(^|/)node_modules/(fastify|@fastify/[^/]+|fastify-plugin|fastify-type-provider-zod)/",
    },
  },
  {
    name: "server-test-helpers-in-tests-only",
    comment: "server/src/test/ is for tests, benches and e2e; the server never loads it.",
    from: { path: "^server/src/", pathNot: "^server/src/test/|\\.test\\.ts$" },
    to: { path: "^server/src/test/" },
  },
  // The app.
  {
    name: "app-knows-no-server",
    comment: "app/ imports the contract and the design system, never the server.",
    from: { path: "^app/" },
    to: { path: "^server/" },
  },
  {
    name: "pages-are-the-top",
    comment:
      "Pages compose features; nothing but the routes (app/src's root files) imports a page (docs/app.md, Folders).",
    from: { path: "^app/src/(?!pages/)[^/]+/" },
    to: { path: "^app/src/pages/" },
  },
  {
    name: "page-through-feature-index",
    comment: "A page takes a feature's public face, its index.ts (docs/app.md, Folders).",
    from: { path: "^app/src/pages/" },
    to: { path: "^app/src/features/[^/]+/", pathNot: "^app/src/features/[^/]+/index\\.ts$" },
  },
  {
    name: "feature-through-index",
    comment:
      "A feature takes another feature's parts only from its index.ts; stories and fixtures may borrow fake answers.",
    from: { path: "^app/src/features/([^/]+)/", pathNot: testsAndStories },
    to: { path: "^app/src/features/(?!$1/)[^/]+/", pathNot: "^app/src/features/[^/]+/index\\.ts$" },
  },
  {
    name: "shared-knows-no-feature",
    comment: "shared/ is what screens of several records use: it knows no record's screens.",
    from: { path: "^app/src/shared/" },
    to: { path: "^app/src/features/" },
  },
  {
    name: "shell-knows-no-screen",
    comment: "shell/ (the signed-in frame: page, palette, signed-in user) sits below every screen and shared part.",
    from: { path: "^app/src/shell/" },
    to: { path: "^app/src/(features|shared)/" },
  },
  {
    name: "api-knows-no-screen",
    comment: "The data layer (api/) knows no screen, frame or story; its tests may use the stories' fake API.",
    from: { path: "^app/src/api/", pathNot: testsAndStories },
    to: { path: "^app/src/(features|shared|shell|storybook|auth)/" },
  },
  {
    name: "api-domain-takes-keys-types-paths",
    comment:
      "An api domain takes another's keys, types and paths only; its cache updates are its own (docs/app.md, Data layer).",
    from: { path: "^app/src/api/([^/]+)/", pathNot: testsAndStories },
    to: { path: "^app/src/api/(?!$1/)[^/]+/", pathNot: "^app/src/api/[^/]+/(keys|types|paths)\\.ts$" },
  },
  {
    name: "boot-and-auth-know-no-screen",
    comment: "Start-up and sign-in come before any screen: boot/ imports nothing of the app, auth/ only boot/.",
    from: { path: "^app/src/(boot|auth)/" },
    to: { path: "^app/src/(api|features|shared|shell|storybook)/" },
  },
  {
    name: "storybook-fakes-in-stories-only",
    comment: "app/src/storybook/ (the stories' fake API and fixtures) is for stories and tests; no screen loads it.",
    from: { path: "^app/src/(?!storybook/)", pathNot: testsAndStories },
    to: { path: "^app/src/storybook/" },
  },
  // Tests and tooling.
  {
    name: "no-tooling-in-shipped-code",
    comment: "Shipped code never imports e2e/, scripts/ or tooling/.",
    from: { path: "^(app|server|contract|design-system)/", pathNot: testsAndStories },
    to: { path: "^(e2e|scripts|tooling)/" },
  },
  {
    name: "e2e-drives-the-browser",
    comment: "e2e/ drives the built app in a browser: it may seed through the server, never import the app's code.",
    from: { path: "^e2e/" },
    to: { path: "^(app|design-system)/" },
  },
];

/** @type {import("dependency-cruiser").IForbiddenRuleType[]} */
const circles = [
  {
    name: "no-circular",
    comment: "No import circles between files.",
    from: {},
    to: { circular: true },
  },
];

/** Resolution: workspace packages by their `source` export, `.js` imports of `.ts` files. */
const options = {
  doNotFollow: { path: "(^|/)node_modules/" },
  // Our workspaces' build output (a package's own dist/ under node_modules is followed as usual).
  exclude: { path: "^(contract|design-system|app|server|tooling)/(dist|\\.tsbuild)/|^storybook-static" },
  tsPreCompilationDeps: true,
  enhancedResolveOptions: {
    exportsFields: ["exports"],
    conditionNames: ["source", "import", "types", "default"],
    mainFields: ["module", "main", "types"],
  },
};

/** Every file, its imports against the matrix and file-level circles. */
export default {
  forbidden: [...layers, ...circles].map((rule) => ({ severity: "error", ...rule })),
  options,
};

/**
 * Folder-level circles, among what ships: a folder's tests, stories and fixtures are leaves
 * that may reach anywhere (a test builds the whole app), so they are left out of this count.
 */
export const folderCircles = {
  forbidden: [
    {
      name: "no-folder-circular",
      severity: "error",
      comment: "No import circles between folders (a folder counts every file under it).",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...options,
    exclude: {
      path: [options.exclude.path, testsAndStories, "^server/src/test/", "^app/src/storybook/"],
    },
    metrics: true,
  },
};

/** What the repo's check cruises (and the fixture test mirrors). */
export const roots = ["contract", "design-system", "app", "server", "e2e", "scripts", "tooling", ".storybook"];
export const shippedRoots = ["contract", "design-system", "app", "server"];
