import type { Config } from "tailwindcss";

/**
 * Design tokens → Tailwind theme. The values live as CSS variables in
 * design-system/src/styles/tokens.css; components use only these semantic names.
 */
const color = (name: string) => `hsl(var(--${name}) / <alpha-value>)`;

/** Badge tones; each has `--status-<tone>` and `--status-<tone>-foreground` (`bg-status-success`). */
const statusTones = ["neutral", "info", "progress", "success", "warning", "danger"];
/** Steps of the spacing scale (`--space-1-5` ↔ `p-1.5`); other numbers keep Tailwind's 0.25rem multiple. */
const spaceSteps = ["0.5", "1", "1.5", "2", "2.5", "3", "4", "5", "6", "8", "10", "12", "16"];
/** Steps of the type scale (`--font-size-sm` + `--line-height-sm` ↔ `text-sm`). */
const typeSteps = ["xs", "sm", "base", "lg", "xl", "2xl"];

export default {
  content: ["./design-system/src/**/*.{ts,tsx}", "./app/src/**/*.{ts,tsx}", "./app/index.html"],
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
        overlay: color("overlay"),
        env: { DEFAULT: color("env"), foreground: color("env-foreground") },
        status: Object.fromEntries(
          statusTones.map((tone) => [
            tone,
            { DEFAULT: color(`status-${tone}`), foreground: color(`status-${tone}-foreground`) },
          ]),
        ),
      },
      spacing: Object.fromEntries(spaceSteps.map((step) => [step, `var(--space-${step.replace(".", "-")})`])),
      borderRadius: {
        lg: "var(--radius)",
        md: "calc(var(--radius) - 2px)",
        sm: "calc(var(--radius) - 4px)",
        full: "9999px",
      },
      fontFamily: {
        sans: ["var(--font-sans)"],
        mono: ["var(--font-mono)"],
      },
      fontSize: Object.fromEntries(
        typeSteps.map((step) => [step, [`var(--font-size-${step})`, { lineHeight: `var(--line-height-${step})` }]]),
      ),
    },
  },
} satisfies Config;
