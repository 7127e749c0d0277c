import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";

/** The app's domains: a folder of each under api/ (the calls) and, but for search, history and client errors, under features/ (the screens). */
const appDomains = [
  "customers",
  "suppliers",
  "parts",
  "purchase-orders",
  "packing-slips",
  "work-orders",
  "reports",
  "dashboard",
  "imports",
  "search",
  "history",
  "client-errors",
];
const appFeatures = [
  "customers",
  "suppliers",
  "parts",
  "purchase-orders",
  "packing-slips",
  "work-orders",
  "reports",
  "dashboard",
  "imports",
];

/** The server's domain folders (docs/server.md). */
const domains = [
  "customers",
  "suppliers",
  "parts",
  "purchase-orders",
  "packing-slips",
  "work-orders",
  "reports",
  "dashboard",
  "search",
  "history",
  "client-errors",
  "downloads",
  "imports",
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/.tsbuild/**",
      "storybook-static*/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "coverage/**",
      "!.storybook",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["design-system/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", ".storybook/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["design-system/**/*.tsx", "app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Layers (docs/server.md, "Layers"): each import goes one way. The browser's code never takes
  // classic zod: its API carries every method of every schema (no tree shaking), 12 KB gzip
  // more per form screen than zod/mini (docs/performance.md).
  ...layer("contract/**/*.ts", [
    "@shopdesk/design-system",
    "**/app/src/**",
    "**/server/src/**",
    "**/design-system/src/**",
  ]),
  ...layer("design-system/**/*.{ts,tsx}", ["**/app/src/**", "**/server/src/**"]),
  ...layer("app/**/*.{ts,tsx}", ["**/server/src/**"]),
  ...layer("server/**/*.ts", ["**/app/src/**", "@shopdesk/design-system", "**/design-system/src/**"], {
    isBrowser: false,
  }),
  // A domain reaches another only through its index.ts, the short list of what it offers; and
  // its repository and rules know no HTTP: they throw domain errors (errors.ts), and only
  // routes.ts, paths.ts and http/ speak Fastify.
  ...domains.flatMap((domain) => [
    serverRules(`server/src/${domain}/**/*.ts`, othersInternals(domain)),
    {
      ...serverRules(`server/src/${domain}/**/*.ts`, othersInternals(domain), { knowsNoHttp: true }),
      ignores: ["**/routes.ts", "**/paths.ts", "**/*.test.ts"],
    },
  ]),
  { ...serverRules("server/src/{db,orders}/**/*.ts", [], { knowsNoHttp: true }), ignores: ["**/*.test.ts"] },
  // The app (docs/app.md, "Folders"): pages compose features; a feature takes another feature's
  // parts only from its index.ts; shared parts know no feature; the data layer (api/) knows no
  // screen, and takes another domain's keys, types and paths only (its cache updates are its own).
  ...appFeatures.map((feature) => ({
    ...appRules(`app/src/features/${feature}/**/*.{ts,tsx}`, [
      ...appFeatures
        .filter((other) => other !== feature)
        .map((other) => ({
          group: [`../${other}/*`],
          message: `Import what ${other} offers from "../${other}" (its index.ts; docs/app.md, "Folders").`,
        })),
      {
        group: ["../../pages/*"],
        message: 'Pages compose features, not the other way round (docs/app.md, "Folders").',
      },
    ]),
    // Stories and their fixtures may borrow another domain's fake answers.
    ignores: ["**/*.stories.tsx", "**/story-api.ts", "**/fixtures.ts", "**/*.test.{ts,tsx}"],
  })),
  appRules("app/src/shared/**/*.{ts,tsx}", [
    {
      group: ["../../features/*", "../../pages/*"],
      message: 'Shared parts know no domain screen (docs/app.md, "Folders").',
    },
  ]),
  ...appDomains.map((domain) =>
    appRules(`app/src/api/${domain}/**/*.{ts,tsx}`, [
      {
        group: [
          ...appDomains
            .filter((other) => other !== domain)
            .flatMap((other) => [`../${other}/*`, `!../${other}/keys`, `!../${other}/types`, `!../${other}/paths`]),
        ],
        message: 'Take another domain\'s keys, types or paths only (docs/app.md, "Data layer").',
      },
      {
        group: ["../../features/*", "../../pages/*", "../../shared/*", "../../shell/*"],
        message: 'The data layer knows no screen (docs/app.md, "Folders").',
      },
    ]),
  ),
);

/** The app's import rules for `files`: the layers' direction, no classic zod, and `patterns`. */
function appRules(files, patterns) {
  return {
    files: [files],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message:
                'Import from "zod/mini": the browser loads this code (docs/api.md, "How the contract is wired").',
            },
          ],
          patterns: [
            { group: ["**/server/src/**"], message: 'Against the layers\' direction (docs/server.md, "Layers").' },
            ...patterns,
          ],
        },
      ],
    },
  };
}

/** Another domain's files, except its index.ts. */
function othersInternals(domain) {
  return domains
    .filter((other) => other !== domain)
    .map((other) => ({
      group: [`../${other}/*`, `!../${other}/index.js`],
      message: `Import what ${other} offers from ../${other}/index.js (docs/server.md, "Layers").`,
    }));
}

/**
 * The server's import rules for `files`: the layers' direction, and `patterns`. (One
 * no-restricted-imports per file: a later config's options replace an earlier one's.)
 */
function serverRules(files, patterns, { knowsNoHttp = false } = {}) {
  const layers = {
    group: ["**/app/src/**", "@shopdesk/design-system", "**/design-system/src/**"],
    message: 'Against the layers\' direction (docs/server.md, "Layers").',
  };
  const noHttp = {
    group: ["fastify", "@fastify/*", "../http/*"],
    message: 'Repositories know no HTTP (docs/server.md, "Layers").',
  };
  const noHttpError = {
    name: "../errors.js",
    importNames: ["HttpError"],
    message: "Throw a domain error (InvalidError, NotFoundError, ConflictError).",
  };
  return {
    files: [files],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: knowsNoHttp ? [noHttpError] : [], patterns: [layers, ...patterns, ...(knowsNoHttp ? [noHttp] : [])] },
      ],
    },
  };
}

/** Files matching `files` may not import the `patterns`, nor classic zod when the browser loads them. */
function layer(files, patterns, { isBrowser = true } = {}) {
  const zod = {
    name: "zod",
    message: 'Import from "zod/mini": the browser loads this code (docs/api.md, "How the contract is wired").',
  };
  return [
    {
      files: [files],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            paths: isBrowser ? [zod] : [],
            patterns: [{ group: patterns, message: 'Against the layers\' direction (docs/server.md, "Layers").' }],
          },
        ],
      },
    },
  ];
}
