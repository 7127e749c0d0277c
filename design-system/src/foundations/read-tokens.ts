import tokensCss from "../styles/tokens.css?raw";
import { parseTokenRules } from "./contrast";

/** The custom properties tokens.css declares, by selector (names only matter here; values come from the browser). */
export const tokenRules = parseTokenRules(tokensCss);

/** Names of the `:root` tokens starting with `prefix`, in the file's order. */
export function rootTokenNames(prefix = ""): string[] {
  return Object.keys(tokenRules[":root"] ?? {}).filter((name) => name.startsWith(prefix));
}

/**
 * The values the browser applies for `names`: from `:root`, or under `scope` (an `env-*` class).
 * Read from the computed style rather than the file, so the page shows what is really loaded.
 */
export function readTokens(names: readonly string[], scope?: string): Record<string, string> {
  const root = document.documentElement;
  let element: Element = root;
  if (scope) {
    element = document.createElement("div");
    element.className = scope;
    root.append(element);
  }
  const style = getComputedStyle(element);
  const values = Object.fromEntries(names.map((name) => [name, style.getPropertyValue(`--${name}`).trim()]));
  if (element !== root) element.remove();
  return values;
}
