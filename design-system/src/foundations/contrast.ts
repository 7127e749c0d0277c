/**
 * WCAG 2.x contrast maths for the colour tokens, which are HSL channels ("221 83% 40%").
 * Pure functions, so the unit test and the Foundations/Colour page compute the same numbers.
 */

/** Hue in degrees, saturation and lightness in percent, as tokens.css writes them. */
export type Hsl = { h: number; s: number; l: number };

/** sRGB channels as the screen shows them: integers 0–255. */
export type Rgb = { r: number; g: number; b: number };

/** WCAG 2.x AA minimum for body text (1.4.3). */
export const aaTextMinimum = 4.5;

/** WCAG 2.x AA minimum for large text (18pt, or 14pt bold) and for UI parts such as borders (1.4.11). */
export const aaLargeMinimum = 3;

/** Reads a token's channels, e.g. "221 83% 40%"; throws on anything else, so a typo fails loudly. */
export function parseHsl(value: string): Hsl {
  const match = /^\s*(-?[\d.]+)(?:deg)?\s+([\d.]+)%\s+([\d.]+)%\s*$/.exec(value);
  if (!match) throw new Error(`Not HSL channels: "${value}"`);
  return { h: Number(match[1]), s: Number(match[2]), l: Number(match[3]) };
}

/** CSS Color 4's hsl() to sRGB, rounded to whole 0–255 channels as the browser paints them. */
export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const saturation = s / 100;
  const lightness = l / 100;
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const a = saturation * Math.min(lightness, 1 - lightness);
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255);
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  // 0.04045 is the sRGB standard's threshold; WCAG 2.0 printed 0.03928, which gives the same
  // result for every 8-bit channel.
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio of two colours, 1 to 21; the order does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Contrast ratio of two tokens' HSL channels. */
export function tokenContrast(foreground: string, background: string): number {
  return contrastRatio(hslToRgb(parseHsl(foreground)), hslToRgb(parseHsl(background)));
}

/** A ratio as people quote it: "4.52:1". Truncated, not rounded, so 4.499 never reads as 4.50. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/**
 * The custom properties of each rule in a token stylesheet, by selector:
 * `{ ":root": { primary: "221 83% 40%", … }, ".env-test": { env: "271 60% 38%", … } }`.
 * Handles tokens.css's own shape (flat rules, no nesting), not CSS at large.
 */
export function parseTokenRules(css: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const [, selector, body] of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const properties: Record<string, string> = {};
    for (const [, name, value] of body!.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) properties[name!] = value!.trim();
    rules[selector!.trim()] = properties;
  }
  return rules;
}

/** Whether a token value is HSL channels, i.e. a colour token. */
export function isHslValue(value: string): boolean {
  return /^\s*-?[\d.]+(?:deg)?\s+[\d.]+%\s+[\d.]+%\s*$/.test(value);
}
