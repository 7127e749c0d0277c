import { defaultClientConditions, defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// In `npm run dev` the browser talks to Vite on :3000 and Vite forwards everything the
// server owns to it on :3001, so the sign-in issuer stays http://localhost:3000.
const serverUrl = `http://localhost:${process.env.SERVER_PORT ?? "3001"}`;
const serverPaths = ["/api", "/oauth2", "/config.json", "/healthz", "/readyz"];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    port: 3000,
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: serverUrl, xfwd: true }])),
  },
});
