import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import { defaultClientConditions, mergeConfig } from "vite";

const config: StorybookConfig = {
  // App screens have stories too, each in a fake-API frame (app/src/storybook/app-story-frame.tsx).
  // Docs pages (*.mdx) exist for the design system only: one per component, and Foundations/.
  stories: ["../design-system/src/**/*.mdx", "../design-system/src/**/*.stories.tsx", "../app/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs"],
  framework: { name: "@storybook/react-vite", options: {} },
  typescript: {
    reactDocgen: "react-docgen-typescript",
    reactDocgenTypescriptOptions: {
      tsconfigPath: "design-system/tsconfig.json",
      include: ["design-system/src/**/*.tsx"],
      exclude: ["**/*.stories.tsx", "**/*.test.tsx"],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => (prop.parent ? !/node_modules/.test(prop.parent.fileName) : true),
    },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      // The preview bundle carries React and the Storybook runtime; its size is not a concern here.
      build: { chunkSizeWarningLimit: 2000 },
      // Stories import @shopdesk/design-system from src (the "source" export), not from dist.
      resolve: { conditions: ["source", ...defaultClientConditions] },
    }),
};

export default config;
