import { readFileSync } from "node:fs";
import { defineConfig } from "vite";

type PackageJson = { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as PackageJson;

// Everything the package depends on stays an import for the consumer's bundler to resolve
// (and dedupe): react, react-dom, react/jsx-runtime, Radix, cva, …
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Library build: ESM only, one output file per source module (so a consumer's bundler drops
 * the components it does not import), no CSS (consumers import `@shopdesk/design-system/styles.css`
 * and run it through their own Tailwind). Type declarations come from `tsc -p tsconfig.build.json`.
 */
export default defineConfig({
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: { entry: "src/index.ts", formats: ["es"] },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: "src", entryFileNames: "[name].js" },
    },
  },
});
