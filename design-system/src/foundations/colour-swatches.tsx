import { Badge } from "../badge/badge";
import { environments } from "../tokens/environment";
import { aaLargeMinimum, aaTextMinimum, contrastRatio, formatRatio, hslToRgb, isHslValue, parseHsl } from "./contrast";
import { lineColours, tailwindClassFor, textPairs } from "./colour-tokens";
import { readTokens, rootTokenNames, tokenRules } from "./read-tokens";

/** Contrast of two HSL-channel values, or undefined when either is missing (the page says so). */
function ratioOf(foreground: string | undefined, background: string | undefined): number | undefined {
  if (!foreground || !background || !isHslValue(foreground) || !isHslValue(background)) return undefined;
  return contrastRatio(hslToRgb(parseHsl(foreground)), hslToRgb(parseHsl(background)));
}

function Verdict({ ratio, minimum }: { ratio: number | undefined; minimum: number }) {
  if (ratio === undefined) return <Badge variant="danger">Token missing</Badge>;
  return ratio >= minimum ? <Badge variant="success">AA pass</Badge> : <Badge variant="danger">AA fail</Badge>;
}

function Swatch({ token }: { token: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-8 w-14 rounded-md border"
      style={{ backgroundColor: `hsl(var(--${token}))` }}
    />
  );
}

const cell = "border-b px-3 py-2 text-left align-middle";
const headCell = "border-b-2 px-3 py-2 text-left text-xs font-semibold text-muted-foreground uppercase";

/** Every colour token of `:root` in tokens.css: swatch, name, HSL value as loaded, Tailwind class. */
export function ColourTokens() {
  const names = rootTokenNames().filter((name) => isHslValue(tokenRules[":root"]![name]!));
  const values = readTokens(names);
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Colour tokens</caption>
      <thead>
        <tr>
          <th scope="col" className={headCell}>Colour</th>
          <th scope="col" className={headCell}>Token</th>
          <th scope="col" className={headCell}>HSL</th>
          <th scope="col" className={headCell}>Tailwind</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td className={cell}>
              <Swatch token={name} />
            </td>
            <th scope="row" className={`${cell} font-mono font-normal`}>--{name}</th>
            <td className={`${cell} font-mono`}>{values[name] || "not loaded"}</td>
            <td className={`${cell} font-mono`}>{tailwindClassFor(name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `--env` and `--env-foreground` under each `env-*` class: the header's colour per deployment. */
export function EnvironmentColours() {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Environment colours</caption>
      <thead>
        <tr>
          <th scope="col" className={headCell}>Environment</th>
          <th scope="col" className={headCell}>Class</th>
          <th scope="col" className={headCell}>--env</th>
          <th scope="col" className={headCell}>--env-foreground</th>
        </tr>
      </thead>
      <tbody>
        {environments.map((environment) => {
          const scope = `env-${environment}`;
          const values = readTokens(["env", "env-foreground"], scope);
          return (
            <tr key={environment} className={scope}>
              <th scope="row" className={cell}>
                <span className="inline-flex h-8 items-center rounded-md bg-env px-3 font-semibold text-env-foreground">
                  {environment}
                </span>
              </th>
              <td className={`${cell} font-mono`}>{scope}</td>
              <td className={`${cell} font-mono`}>{values.env || "not loaded"}</td>
              <td className={`${cell} font-mono`}>{values["env-foreground"] || "not loaded"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Each text colour on its background, with the contrast ratio computed from the loaded tokens. */
export function ContrastTable() {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Contrast of text on background</caption>
      <thead>
        <tr>
          <th scope="col" className={headCell}>Sample</th>
          <th scope="col" className={headCell}>Text on background</th>
          <th scope="col" className={headCell}>Classes</th>
          <th scope="col" className={`${headCell} text-right`}>Ratio</th>
          <th scope="col" className={headCell}>AA {aaTextMinimum}:1</th>
        </tr>
      </thead>
      <tbody>
        {textPairs.map((pair) => {
          const values = readTokens([pair.foreground, pair.background], pair.scope);
          const ratio = ratioOf(values[pair.foreground], values[pair.background]);
          return (
            <tr key={pair.name} className={pair.scope}>
              <td className={cell}>
                <span
                  className="inline-flex h-8 items-center rounded-md border px-3 font-medium whitespace-nowrap"
                  style={{ color: `hsl(var(--${pair.foreground}))`, backgroundColor: `hsl(var(--${pair.background}))` }}
                >
                  PO 4500012345
                </span>
              </td>
              <th scope="row" className={`${cell} font-normal`}>
                <span className="font-mono">--{pair.foreground}</span> on <span className="font-mono">--{pair.background}</span>
                {pair.scope && <span className="text-muted-foreground"> ({pair.scope})</span>}
              </th>
              <td className={`${cell} font-mono text-xs`}>{pair.className.replace(/ border$/, "")}</td>
              <td className={`${cell} text-right font-mono tabular-nums`}>{ratio === undefined ? "—" : formatRatio(ratio)}</td>
              <td className={cell}>
                <Verdict ratio={ratio} minimum={aaTextMinimum} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Lines against the page background, at the 3:1 WCAG 1.4.11 asks of the parts of a control. */
export function LineContrastTable() {
  const names = lineColours.map((line) => line.name);
  const values = readTokens([...names, "background"]);
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Contrast of lines on the background</caption>
      <thead>
        <tr>
          <th scope="col" className={headCell}>Colour</th>
          <th scope="col" className={headCell}>Token on --background</th>
          <th scope="col" className={`${headCell} text-right`}>Ratio</th>
          <th scope="col" className={headCell}>Non-text {aaLargeMinimum}:1</th>
        </tr>
      </thead>
      <tbody>
        {lineColours.map((line) => {
          const ratio = ratioOf(values[line.name], values.background);
          return (
            <tr key={line.name}>
              <td className={cell}>
                <Swatch token={line.name} />
              </td>
              <th scope="row" className={`${cell} font-mono font-normal`}>--{line.name}</th>
              <td className={`${cell} text-right font-mono tabular-nums`}>{ratio === undefined ? "—" : formatRatio(ratio)}</td>
              <td className={cell}>
                {line.isDecorative ? <Badge variant="neutral">Decorative</Badge> : <Verdict ratio={ratio} minimum={aaLargeMinimum} />}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
