import { fileURLToPath } from "node:url";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { routeAddresses } from "./build/route-addresses.js";

// In `npm run dev` the browser talks to Vite on :3000 and Vite forwards everything the
// server owns to it on :3001, so the sign-in issuer stays http://localhost:3000.
const serverUrl = `http://localhost:${process.env.SERVER_PORT ?? "3001"}`;
const serverPaths = ["/api", "/oauth2", "/config.json", "/healthz", "/readyz"];

export default defineConfig({
  plugins: [react(), tailwindcss(), oktaReactRouter(), cmdkWithoutDialog(), routeAddresses()],
  resolve: {
    conditions: ["source", ...defaultClientConditions],
    // broadcast-channel (okta-auth-js's cross-tab election) listens for the deprecated
    // `unload` event through the `unload` package: same API on `pagehide` (src/auth/page-exit.ts).
    alias: [
      { find: /^unload$/, replacement: fileURLToPath(new URL("./src/auth/page-exit.ts", import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL("./src/boot/use-sync-external-store.ts", import.meta.url)),
      },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser a shop runs has <link rel="modulepreload"> (Chrome and Edge 66+, Firefox 115+,
    // Safari 17+); Vite's stand-in for older ones is bytes in the sign-in screen.
    modulePreload: { polyfill: false },
    // The header's logo is a file of its own, cached, not base64 in the shell's JavaScript.
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
    rolldownOptions: {
      output: {
        // React in a chunk of its own: every screen loads it and it changes only with an
        // upgrade, so a browser keeps it across deploys; split among the entry's chunks it cost
        // the sign-in screen 1 KB more (docs/performance.md, "Bundle").
        codeSplitting: { groups: [{ name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: serverUrl, xfwd: true }])),
  },
});

/**
 * okta-react reads react-router-dom only for its react-router 5 `SecureRoute` (asking
 * `'useRouteMatch' in ReactRouterDom`, which makes a bundler keep all of react-router, and
 * rendering its `Route`). Shopdesk guards routes with RequireAuth and never renders
 * SecureRoute, so okta-react gets a module without react-router: the sign-in screen, which
 * has no router (sign-in-root.tsx), then loads none of it.
 */
function oktaReactRouter(): Plugin {
  const shim = "\0okta-react-router-dom";
  return {
    name: "okta-react-router-dom",
    enforce: "pre",
    resolveId: (source, importer) =>
      source === "react-router-dom" && importer && /[\\/]@okta[\\/]okta-react[\\/]/.test(importer) ? shim : undefined,
    load: (id) =>
      id === shim
        ? 'export function Route() { throw new Error("okta-react\'s SecureRoute is not used: RequireAuth guards the routes."); }'
        : undefined,
  };
}

/**
 * cmdk imports Radix's dialog for its `Command.Dialog`, which Shopdesk never renders (the design
 * system's Dialog is the browser's `<dialog>`). cmdk gets a module without it: 0.7 KB gzip less
 * in the header's search palette and the combobox's list, the libraries they share
 * (docs/performance.md, "The combobox's list, on demand").
 */
function cmdkWithoutDialog(): Plugin {
  const shim = "\0cmdk-radix-dialog";
  return {
    name: "cmdk-radix-dialog",
    enforce: "pre",
    resolveId: (source, importer) =>
      source === "@radix-ui/react-dialog" && importer && /[\\/]cmdk[\\/]/.test(importer) ? shim : undefined,
    load: (id) =>
      id === shim
        ? "export function Root() { throw new Error(\"cmdk's Command.Dialog is not used: the design system's Dialog is the browser's <dialog>.\"); }\nexport { Root as Portal, Root as Overlay, Root as Content };"
        : undefined,
  };
}
