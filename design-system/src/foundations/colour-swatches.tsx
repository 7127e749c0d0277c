import { DocsTable, docsCell } from "./docs-table";
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

/** Every colour token of `:root` in tokens.css: swatch, name, HSL value as loaded, Tailwind class. */
export function ColourTokens() {
  const names = rootTokenNames().filter((name) => isHslValue(tokenRules[":root"]![name]!));
  const values = readTokens(names);
  return (
    <DocsTable caption="Colour tokens" columns={["Colour", "Token", "HSL", "Tailwind"]}>
      {names.map((name) => (
        <tr key={name}>
          <td className={docsCell}>
            <Swatch token={name} />
          </td>
          <th scope="row" className={`${docsCell} font-mono font-normal`}>
            --{name}
          </th>
          <td className={`${docsCell} font-mono`}>{values[name] || "not loaded"}</td>
          <td className={`${docsCell} font-mono`}>{tailwindClassFor(name)}</td>
        </tr>
      ))}
    </DocsTable>
  );
}

/** `--env` and `--env-foreground` under each `env-*` class: the header's colour per deployment. */
export function EnvironmentColours() {
  return (
    <DocsTable caption="Environment colours" columns={["Environment", "Class", "--env", "--env-foreground"]}>
      {environments.map((environment) => {
        const scope = `env-${environment}`;
        const values = readTokens(["env", "env-foreground"], scope);
        return (
          <tr key={environment} className={scope}>
            <th scope="row" className={docsCell}>
              <span className="inline-flex h-8 items-center rounded-md bg-env px-3 font-semibold text-env-foreground">
                {environment}
              </span>
            </th>
            <td className={`${docsCell} font-mono`}>{scope}</td>
            <td className={`${docsCell} font-mono`}>{values.env || "not loaded"}</td>
            <td className={`${docsCell} font-mono`}>{values["env-foreground"] || "not loaded"}</td>
          </tr>
        );
      })}
    </DocsTable>
  );
}

/** Each text colour on its background, with the contrast ratio computed from the loaded tokens. */
export function ContrastTable() {
  return (
    <DocsTable
      caption="Contrast of text on background"
      columns={[
        "Sample",
        "Text on background",
        "Classes",
        { label: "Ratio", className: "text-right" },
        `AA ${aaTextMinimum}:1`,
      ]}
    >
      {textPairs.map((pair) => {
        const values = readTokens([pair.foreground, pair.background], pair.scope);
        const ratio = ratioOf(values[pair.foreground], values[pair.background]);
        return (
          <tr key={pair.name} className={pair.scope}>
            <td className={docsCell}>
              <span
                className="inline-flex h-8 items-center rounded-md border px-3 font-medium whitespace-nowrap"
                style={{ color: `hsl(var(--${pair.foreground}))`, backgroundColor: `hsl(var(--${pair.background}))` }}
              >
                PO 4500012345
              </span>
            </td>
            <th scope="row" className={`${docsCell} font-normal`}>
              <span className="font-mono">--{pair.foreground}</span> on{" "}
              <span className="font-mono">--{pair.background}</span>
              {pair.scope && <span className="text-muted-foreground"> ({pair.scope})</span>}
            </th>
            <td className={`${docsCell} font-mono text-xs`}>{pair.className.replace(/ border$/, "")}</td>
            <td className={`${docsCell} text-right font-mono tabular-nums`}>
              {ratio === undefined ? "—" : formatRatio(ratio)}
            </td>
            <td className={docsCell}>
              <Verdict ratio={ratio} minimum={aaTextMinimum} />
            </td>
          </tr>
        );
      })}
    </DocsTable>
  );
}

/** Lines against the page background, at the 3:1 WCAG 1.4.11 asks of the parts of a control. */
export function LineContrastTable() {
  const names = lineColours.map((line) => line.name);
  const values = readTokens([...names, "background"]);
  return (
    <DocsTable
      caption="Contrast of lines on the background"
      columns={[
        "Colour",
        "Token on --background",
        { label: "Ratio", className: "text-right" },
        `Non-text ${aaLargeMinimum}:1`,
      ]}
    >
      {lineColours.map((line) => {
        const ratio = ratioOf(values[line.name], values.background);
        return (
          <tr key={line.name}>
            <td className={docsCell}>
              <Swatch token={line.name} />
            </td>
            <th scope="row" className={`${docsCell} font-mono font-normal`}>
              --{line.name}
            </th>
            <td className={`${docsCell} text-right font-mono tabular-nums`}>
              {ratio === undefined ? "—" : formatRatio(ratio)}
            </td>
            <td className={docsCell}>
              {line.isDecorative ? (
                <Badge variant="neutral">Decorative</Badge>
              ) : (
                <Verdict ratio={ratio} minimum={aaLargeMinimum} />
              )}
            </td>
          </tr>
        );
      })}
    </DocsTable>
  );
}
