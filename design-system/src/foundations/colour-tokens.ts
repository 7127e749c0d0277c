import { environments, type EnvironmentClass } from "../tokens/environment";

/** A text colour on the background it is used on, as components pair them. */
export type ColourPair = {
  /** Label on the swatch. */
  name: string;
  /** Token names without the leading `--`. */
  foreground: string;
  background: string;
  /** The classes that apply the pair, written out in full so Tailwind finds them. */
  className: string;
  /** The class that sets the tokens, for colours that change per environment. */
  scope?: EnvironmentClass;
};

/** Each background token with its own `-foreground` token: the palette of Foundations/Tokens. */
export const palettePairs: readonly ColourPair[] = [
  {
    name: "background / foreground",
    foreground: "foreground",
    background: "background",
    className: "bg-background text-foreground border",
  },
  { name: "card", foreground: "card-foreground", background: "card", className: "bg-card text-card-foreground border" },
  { name: "muted", foreground: "muted-foreground", background: "muted", className: "bg-muted text-muted-foreground" },
  {
    name: "primary",
    foreground: "primary-foreground",
    background: "primary",
    className: "bg-primary text-primary-foreground",
  },
  {
    name: "secondary",
    foreground: "secondary-foreground",
    background: "secondary",
    className: "bg-secondary text-secondary-foreground",
  },
  {
    name: "accent",
    foreground: "accent-foreground",
    background: "accent",
    className: "bg-accent text-accent-foreground",
  },
  {
    name: "destructive",
    foreground: "destructive-foreground",
    background: "destructive",
    className: "bg-destructive text-destructive-foreground",
  },
  {
    name: "success",
    foreground: "success-foreground",
    background: "success",
    className: "bg-success text-success-foreground",
  },
  {
    name: "warning",
    foreground: "warning-foreground",
    background: "warning",
    className: "bg-warning text-warning-foreground",
  },
  { name: "info", foreground: "info-foreground", background: "info", className: "bg-info text-info-foreground" },
  {
    name: "status-neutral",
    foreground: "status-neutral-foreground",
    background: "status-neutral",
    className: "bg-status-neutral text-status-neutral-foreground",
  },
  {
    name: "status-info",
    foreground: "status-info-foreground",
    background: "status-info",
    className: "bg-status-info text-status-info-foreground",
  },
  {
    name: "status-progress",
    foreground: "status-progress-foreground",
    background: "status-progress",
    className: "bg-status-progress text-status-progress-foreground",
  },
  {
    name: "status-success",
    foreground: "status-success-foreground",
    background: "status-success",
    className: "bg-status-success text-status-success-foreground",
  },
  {
    name: "status-warning",
    foreground: "status-warning-foreground",
    background: "status-warning",
    className: "bg-status-warning text-status-warning-foreground",
  },
  {
    name: "status-danger",
    foreground: "status-danger-foreground",
    background: "status-danger",
    className: "bg-status-danger text-status-danger-foreground",
  },
];

/** Text colours the components also put on a background that is not their pair's. */
const crossPairs: readonly ColourPair[] = [
  // Hints, descriptions, table headers, captions.
  {
    name: "muted-foreground on background",
    foreground: "muted-foreground",
    background: "background",
    className: "bg-background text-muted-foreground",
  },
  {
    name: "popover",
    foreground: "popover-foreground",
    background: "popover",
    className: "bg-popover text-popover-foreground",
  },
  // Form errors and the required marker.
  {
    name: "destructive on background",
    foreground: "destructive",
    background: "background",
    className: "bg-background text-destructive",
  },
  // The toast's action link.
  { name: "primary on popover", foreground: "primary", background: "popover", className: "bg-popover text-primary" },
];

/** The header colour of each environment. */
const environmentPairs: readonly ColourPair[] = environments.map((environment) => ({
  name: `env (${environment})`,
  foreground: "env-foreground",
  background: "env",
  className: "bg-env text-env-foreground",
  scope: `env-${environment}` as const,
}));

/** Every text/background pair whose contrast must reach AA (4.5:1). */
export const textPairs: readonly ColourPair[] = [...palettePairs, ...crossPairs, ...environmentPairs];

/** A colour that is not text, measured against the page background at the 3:1 of WCAG 1.4.11. */
export type LineColour = {
  name: string;
  className: string;
  /** Only separates things that are told apart otherwise (by spacing, text): exempt from 3:1. */
  isDecorative?: boolean;
};

/** Lines and outlines: dividers, field borders, the focus ring. */
export const lineColours: readonly LineColour[] = [
  { name: "border", className: "bg-border", isDecorative: true },
  { name: "input", className: "bg-input" },
  { name: "ring", className: "bg-ring" },
];

/** The Tailwind class that applies a colour token, by what the token is for. */
export function tailwindClassFor(token: string): string {
  if (token === "foreground" || token.endsWith("-foreground")) return `text-${token}`;
  // `border` alone takes the border token: globals.css sets it as every element's border colour.
  if (token === "border") return "border";
  if (token === "input") return "border-input";
  if (token === "ring") return "ring-ring";
  if (token === "overlay") return "bg-overlay/50";
  return `bg-${token}`;
}
