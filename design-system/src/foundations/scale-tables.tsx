import { DocsTable, docsCell } from "./docs-table";
import { readTokens, rootTokenNames } from "./read-tokens";

/** "0.375rem" → "0.375rem (6px)": designers measure in px, the code in rem. */
function withPixels(value: string): string {
  const rem = /^([\d.]+)rem$/.exec(value);
  return rem ? `${Number(rem[1])}rem (${Number(rem[1]) * 16}px)` : value || "not loaded";
}

/** Every `--space-*` step of tokens.css with its Tailwind number and a bar of its length. */
export function SpacingScale() {
  const names = rootTokenNames("space-");
  const values = readTokens(names);
  return (
    <DocsTable
      caption="Spacing scale"
      columns={["Token", "Tailwind", "Value", { label: "Length", className: "w-1/3" }]}
    >
      {names.map((name) => {
        const step = name.slice("space-".length).replace("-", ".");
        return (
          <tr key={name}>
            <th scope="row" className={`${docsCell} font-mono font-normal`}>
              --{name}
            </th>
            <td className={`${docsCell} font-mono`}>
              p-{step}, gap-{step}, m-{step}
            </td>
            <td className={`${docsCell} font-mono tabular-nums`}>{withPixels(values[name]!)}</td>
            <td className={docsCell}>
              <span
                aria-hidden="true"
                className="block h-4 rounded-sm bg-primary"
                style={{ width: `var(--${name})` }}
              />
            </td>
          </tr>
        );
      })}
    </DocsTable>
  );
}

/** Every `--font-size-*` step of tokens.css with its line height and Tailwind class. */
export function TypeScaleTable() {
  const steps = rootTokenNames("font-size-").map((name) => name.slice("font-size-".length));
  const values = readTokens(steps.flatMap((step) => [`font-size-${step}`, `line-height-${step}`]));
  return (
    <DocsTable caption="Type scale" columns={["Tailwind", "Size", "Line height"]}>
      {steps.map((step) => (
        <tr key={step}>
          <th scope="row" className={`${docsCell} font-mono font-normal`}>
            text-{step}
          </th>
          <td className={`${docsCell} font-mono tabular-nums`}>{withPixels(values[`font-size-${step}`]!)}</td>
          <td className={`${docsCell} font-mono tabular-nums`}>{withPixels(values[`line-height-${step}`]!)}</td>
        </tr>
      ))}
    </DocsTable>
  );
}

/** The font stacks as loaded (`--font-sans`, `--font-mono`), each set in itself. */
export function FontFamilies() {
  const values = readTokens(["font-sans", "font-mono"]);
  return (
    <dl className="grid gap-4">
      {(["sans", "mono"] as const).map((family) => (
        <div key={family} className="grid gap-1">
          <dt className="font-mono text-xs text-muted-foreground">
            font-{family} · --font-{family}: {values[`font-${family}`] || "not loaded"}
          </dt>
          <dd className="text-lg" style={{ fontFamily: `var(--font-${family})` }}>
            WO 100001 · 7731-204 rev C · Qty 1,250 · $12,480.00
          </dd>
        </div>
      ))}
    </dl>
  );
}
