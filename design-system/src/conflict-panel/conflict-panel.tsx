import * as React from "react";
import { TriangleAlert } from "lucide-react";
import { Badge } from "../badge/badge";
import { Button } from "../button/button";
import type { FieldChange } from "./merge-conflict";

export type ConflictPanelProps<K extends string> = {
  /** What the panel says happened; a file's edit dialog says "this file". */
  title?: string;
  /** Each field someone else changed (`mergeConflict(…).changes`), in the order the form shows them. */
  changes: FieldChange<K>[];
  /** Each field's label, as the form shows it. */
  labels: Record<K, string>;
  /** Shows a value the way the form does (Yes/No, money, a list of breaks). */
  formatValue?: (field: K, value: unknown) => string;
  /** Who saved it and when, e.g. "Saved by Sam Ortiz at 03/05/2024 09:30 AM". */
  savedBy?: string;
  onApplyTheirs: () => void;
  onKeepMine: () => void;
};

export function defaultFormatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.map((item) => defaultFormatValue(item)).join(", ") : "(none)";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * After a save refused because someone else saved first: each field they changed, theirs beside yours, and the two ways on:
 * take their changes (keeping your other edits) or keep yours and save over theirs.
 */
export function ConflictPanel<K extends string>({
  title = "Someone else saved this record while you were editing it",
  changes,
  labels,
  formatValue = (_field, value) => defaultFormatValue(value),
  savedBy,
  onApplyTheirs,
  onKeepMine,
}: ConflictPanelProps<K>) {
  const titleId = React.useId();
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      data-slot="conflict-panel"
      className="rounded-lg border border-warning/60 bg-status-warning/40 p-4 text-sm"
    >
      <div className="flex items-start gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
        <div className="grid grid-cols-1 gap-1">
          <h2 id={titleId} className="font-semibold">
            {title}
          </h2>
          <p className="text-muted-foreground">
            Your edits have not been saved and are still in the form.{savedBy ? ` ${savedBy}.` : ""}
            {changes.length === 0 && " None of the fields you can see here were changed."}
          </p>
        </div>
      </div>
      {changes.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Fields someone else changed</caption>
            <thead>
              <tr className="border-b border-border text-xs text-muted-foreground uppercase">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Field
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Theirs
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Yours
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.field} className="border-b border-border/60 align-top last:border-0">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {labels[change.field]}
                    {change.isCollision && (
                      <Badge variant="warning" className="ml-2">
                        Both changed
                      </Badge>
                    )}
                  </th>
                  <td className="py-2 pr-3 break-words whitespace-pre-wrap">
                    {formatValue(change.field, change.theirs)}
                  </td>
                  <td className="py-2 break-words whitespace-pre-wrap">{formatValue(change.field, change.mine)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="button" onClick={onApplyTheirs}>
          Apply their changes
        </Button>
        <Button type="button" variant="outline" onClick={onKeepMine}>
          Keep mine
        </Button>
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        “Apply their changes” loads their version and puts back your edits to the fields they did not change. “Keep
        mine” keeps every value you typed; saving then replaces theirs.
      </p>
    </section>
  );
}
