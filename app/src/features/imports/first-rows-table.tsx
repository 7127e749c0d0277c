import { useId } from "react";
import {
  Badge,
  type BadgeProps,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  formatQuantity,
} from "@shopdesk/design-system";
import type { ImportPreview } from "../../api/imports/types";
import { countOf } from "./import-words";

export type FirstRowsTableProps = {
  /** The server's first rows of the file, as the import will store them. */
  firstRows: ImportPreview["FirstRows"];
  /** How many data rows the file has. */
  rowCount: number;
};

type Action = ImportPreview["FirstRows"]["Rows"][number]["Action"];

const actions: Record<Action, { label: string; variant: NonNullable<BadgeProps["variant"]> }> = {
  create: { label: "Create", variant: "success" },
  update: { label: "Update", variant: "info" },
  unchanged: { label: "Unchanged", variant: "neutral" },
  problem: { label: "Problem", variant: "danger" },
};

/**
 * The file's first rows as the import will store them (amounts, dates and text in their saved
 * form, defaults filled in), so a wrong column or a misread amount shows before anything is
 * written. Wide files scroll sideways inside the table's own box.
 */
export function FirstRowsTable({ firstRows, rowCount }: FirstRowsTableProps) {
  const headingId = useId();
  if (firstRows.Rows.length === 0) return null;
  const shown = firstRows.Rows.length;
  return (
    <section data-slot="import-first-rows" aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        First rows as they will be stored
      </h3>
      <p className="text-muted-foreground">
        {shown < rowCount
          ? `The first ${formatQuantity(shown)} of ${countOf(rowCount, "row", "rows")}`
          : countOf(rowCount, "row", "rows")}
        : amounts, dates and text as the import saves them. A row with a problem shows what the file says.
      </p>
      <Table aria-labelledby={headingId}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-12 text-right">Line</TableHead>
            <TableHead>Change</TableHead>
            {firstRows.Columns.map((column) => (
              <TableHead key={column.Key} className="whitespace-nowrap">
                {column.Header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {firstRows.Rows.map((row) => (
            <TableRow key={row.Line} data-action={row.Action} className="hover:bg-transparent">
              <TableCell className="text-right tabular-nums">{formatQuantity(row.Line)}</TableCell>
              <TableCell>
                <Badge variant={actions[row.Action].variant}>{actions[row.Action].label}</Badge>
              </TableCell>
              {row.Cells.map((cell, index) => (
                <TableCell
                  key={firstRows.Columns[index]?.Key ?? index}
                  className="max-w-64 truncate"
                  title={cell.length > 40 ? cell : undefined}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
