import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

/**
 * One Vitest run, three projects. `npm run test:unit` runs the browser-side ones;
 * the server project needs a database and runs through `npm run test:server`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { conditions: ["source"] },
        test: {
          name: "design-system",
          root: "./design-system",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["../tooling/vitest-setup-dom.ts"],
        },
      },
      {
        plugins: [react()],
        resolve: { conditions: ["source"] },
        test: {
          name: "app",
          root: "./app",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["../tooling/vitest-setup-dom.ts"],
        },
      },
      {
        test: {
          name: "server",
          root: "./server",
          environment: "node",
          include: ["src/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
