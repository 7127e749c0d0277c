import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  aaLargeMinimum,
  aaTextMinimum,
  contrastRatio,
  formatRatio,
  hslToRgb,
  parseHsl,
  parseTokenRules,
  tokenContrast,
} from "./contrast";
import { lineColours, textPairs } from "./colour-tokens";

const black = { r: 0, g: 0, b: 0 };
const white = { r: 255, g: 255, b: 255 };

describe("contrast maths", () => {
  it("gives 21:1 for black on white, either way round", () => {
    expect(contrastRatio(black, white)).toBe(21);
    expect(contrastRatio(white, black)).toBe(21);
  });

  it("gives 1:1 for a colour on itself", () => {
    expect(contrastRatio(white, white)).toBe(1);
  });

  it("matches the published ratio of #767676 on white (4.54:1)", () => {
    expect(hslToRgb(parseHsl("0 0% 46.27%"))).toEqual({ r: 118, g: 118, b: 118 });
    expect(formatRatio(contrastRatio({ r: 118, g: 118, b: 118 }, white))).toBe("4.54:1");
  });

  it("converts HSL channels to sRGB", () => {
    expect(hslToRgb(parseHsl("0 100% 50%"))).toEqual({ r: 255, g: 0, b: 0 });
    expect(hslToRgb(parseHsl("120 100% 25%"))).toEqual({ r: 0, g: 128, b: 0 });
    expect(hslToRgb(parseHsl("0 0% 100%"))).toEqual(white);
  });

  it("refuses a value that is not HSL channels", () => {
    expect(() => parseHsl("hsl(0 0% 100%)")).toThrow(/Not HSL channels/);
  });

  it("never rounds a ratio up past a threshold", () => {
    expect(formatRatio(4.499)).toBe("4.49:1");
  });
});

// Read from disk: Vitest stubs every CSS import, `?raw` included, to an empty string.
const tokensCss = readFileSync(join(import.meta.dirname, "../styles/tokens.css"), "utf8");

describe("tokens.css", () => {
  const rules = parseTokenRules(tokensCss);
  const root = rules[":root"]!;
  const valueOf = (token: string, scope?: string) => (scope ? rules[`.${scope}`]?.[token] : undefined) ?? root[token];

  it.each(textPairs.map((pair) => [pair.name, pair] as const))("%s reaches AA (4.5:1)", (_name, pair) => {
    const foreground = valueOf(pair.foreground, pair.scope);
    const background = valueOf(pair.background, pair.scope);
    expect(foreground, `--${pair.foreground}`).toBeDefined();
    expect(background, `--${pair.background}`).toBeDefined();
    expect(tokenContrast(foreground!, background!)).toBeGreaterThanOrEqual(aaTextMinimum);
  });

  // WCAG 1.4.11: a control's boundary (a text box's border) and the focus ring reach 3:1 on the
  // page and on the muted panels fields sit on.
  it.each(
    lineColours
      .filter((line) => !line.isDecorative)
      .flatMap((line) => ["background", "muted"].map((on) => [line.name, on] as const)),
  )("the %s line reaches 3:1 on %s", (line, on) => {
    expect(tokenContrast(valueOf(line)!, valueOf(on)!)).toBeGreaterThanOrEqual(aaLargeMinimum);
  });

  it("checks every -foreground token against its own background", () => {
    const checked = new Set(textPairs.map((pair) => `${pair.foreground} on ${pair.background}`));
    const foregrounds = Object.keys(root).filter((name) => name.endsWith("-foreground"));
    for (const name of foregrounds) expect(checked).toContain(`${name} on ${name.slice(0, -"-foreground".length)}`);
  });

  it("checks every environment class of tokens.css", () => {
    const scopes = new Set(textPairs.map((pair) => pair.scope).filter(Boolean));
    const environmentRules = Object.keys(rules).filter((selector) => selector.startsWith(".env-"));
    expect(environmentRules.length).toBeGreaterThan(0);
    for (const selector of environmentRules) expect(scopes).toContain(selector.slice(1));
  });
});
