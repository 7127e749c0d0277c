import { readTokens, rootTokenNames } from "./read-tokens";

const cell = "border-b px-3 py-2 text-left align-middle";
const headCell = "border-b-2 px-3 py-2 text-left text-xs font-semibold text-muted-foreground uppercase";

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
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Spacing scale</caption>
      <thead>
        <tr>
          <th scope="col" className={headCell}>Token</th>
          <th scope="col" className={headCell}>Tailwind</th>
          <th scope="col" className={headCell}>Value</th>
          <th scope="col" className={`${headCell} w-1/3`}>Length</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => {
          const step = name.slice("space-".length).replace("-", ".");
          return (
            <tr key={name}>
              <th scope="row" className={`${cell} font-mono font-normal`}>--{name}</th>
              <td className={`${cell} font-mono`}>
                p-{step}, gap-{step}, m-{step}
              </td>
              <td className={`${cell} font-mono tabular-nums`}>{withPixels(values[name]!)}</td>
              <td className={cell}>
                <span aria-hidden="true" className="block h-4 rounded-sm bg-primary" style={{ width: `var(--${name})` }} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Every `--font-size-*` step of tokens.css with its line height and Tailwind class. */
export function TypeScaleTable() {
  const steps = rootTokenNames("font-size-").map((name) => name.slice("font-size-".length));
  const values = readTokens(steps.flatMap((step) => [`font-size-${step}`, `line-height-${step}`]));
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Type scale</caption>
      <thead>
        <tr>
          <th scope="col" className={headCell}>Tailwind</th>
          <th scope="col" className={headCell}>Size</th>
          <th scope="col" className={headCell}>Line height</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step}>
            <th scope="row" className={`${cell} font-mono font-normal`}>text-{step}</th>
            <td className={`${cell} font-mono tabular-nums`}>{withPixels(values[`font-size-${step}`]!)}</td>
            <td className={`${cell} font-mono tabular-nums`}>{withPixels(values[`line-height-${step}`]!)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
