import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";

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
  // The layers (which folder may import which, no circles) are dependency-cruiser's:
  // .dependency-cruiser.mjs, run by `npm run lint` beside ESLint (scripts/lint.mjs).
);
