import { formatQuantity } from "@shopdesk/design-system";

export type ImportCountsProps = {
  /** Each figure and what it counts, in order: "to create", "created". */
  counts: readonly { label: string; count: number }[];
};

/** The figures of a preview or an import side by side, each over its words. */
export function ImportCounts({ counts }: ImportCountsProps) {
  return (
    <dl data-slot="import-counts" className="grid grid-cols-3 gap-2">
      {counts.map(({ label, count }) => (
        <div key={label} className="flex flex-col-reverse gap-0.5 rounded-md border p-3">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatQuantity(count)}</dd>
        </div>
      ))}
    </dl>
  );
}
