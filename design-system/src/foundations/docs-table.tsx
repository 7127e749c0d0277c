import type * as React from "react";

/** A body cell of a Foundations table; a row's name cell adds `font-mono font-normal` to it. */
export const docsCell = "border-b px-3 py-2 text-left align-middle";

const headCell = "border-b-2 px-3 py-2 text-left text-xs font-semibold text-muted-foreground uppercase";

export type DocsColumn = string | { label: string; className: string };

/** The frame of every Foundations table: a caption for screen readers, the column heads, the rows. */
export function DocsTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: DocsColumn[];
  children: React.ReactNode;
}) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th
              key={index}
              scope="col"
              className={typeof column === "string" ? headCell : `${headCell} ${column.className}`}
            >
              {typeof column === "string" ? column : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
