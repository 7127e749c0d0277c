import type { Config } from "tailwindcss";

/**
 * Design tokens → Tailwind theme. The values live as CSS variables in
 * design-system/src/styles/tokens.css; components use only these semantic names.
 */
const color = (name: string) => `hsl(var(--${name}) / <alpha-value>)`;

export default {
  content: [
    "./design-system/src/**/*.{ts,tsx}",
    "./app/src/**/*.{ts,tsx}",
    "./app/index.html",
  ],
  theme: {
    extend: {
      colors: {
        background: color("background"),
        foreground: color("foreground"),
        muted: { DEFAULT: color("muted"), foreground: color("muted-foreground") },
        card: { DEFAULT: color("card"), foreground: color("card-foreground") },
        popover: { DEFAULT: color("popover"), foreground: color("popover-foreground") },
        primary: { DEFAULT: color("primary"), foreground: color("primary-foreground") },
        secondary: { DEFAULT: color("secondary"), foreground: color("secondary-foreground") },
        accent: { DEFAULT: color("accent"), foreground: color("accent-foreground") },
        destructive: { DEFAULT: color("destructive"), foreground: color("destructive-foreground") },
        success: { DEFAULT: color("success"), foreground: color("success-foreground") },
        warning: { DEFAULT: color("warning"), foreground: color("warning-foreground") },
        info: { DEFAULT: color("info"), foreground: color("info-foreground") },
        border: color("border"),
        input: color("input"),
        ring: color("ring"),
        env: { DEFAULT: color("env"), foreground: color("env-foreground") },
      },
      borderRadius: {
        lg: "var(--radius)",
        md: "calc(var(--radius) - 2px)",
        sm: "calc(var(--radius) - 4px)",
      },
      fontFamily: {
        sans: ["var(--font-sans)"],
        mono: ["var(--font-mono)"],
      },
      fontSize: {
        xs: ["0.75rem", { lineHeight: "1rem" }],
        sm: ["0.875rem", { lineHeight: "1.25rem" }],
        base: ["1rem", { lineHeight: "1.5rem" }],
        lg: ["1.125rem", { lineHeight: "1.75rem" }],
        xl: ["1.25rem", { lineHeight: "1.75rem" }],
        "2xl": ["1.5rem", { lineHeight: "2rem" }],
      },
    },
  },
} satisfies Config;
