import { useId } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, formatQuantity } from "@shopdesk/design-system";
import type { ImportPreview } from "../../api/imports/types";
import { countOf } from "./import-words";

export type ProblemsTableProps = Pick<ImportPreview, "Problems" | "ProblemCount">;

/**
 * Every problem by file line and column, in the forms' words; the server lists the first 500,
 * and says how many there are in all. On a phone the column rides under the message.
 */
export function ProblemsTable({ Problems, ProblemCount }: ProblemsTableProps) {
  const headingId = useId();
  const more = ProblemCount - Problems.length;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold text-destructive">
        {countOf(ProblemCount, "problem", "problems")}
      </h3>
      <p className="text-muted-foreground">
        Fix them in the file and choose it again, or change the columns above. Nothing is imported while the file has
        problems.
      </p>
      <Table aria-labelledby={headingId}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-16 text-right">Line</TableHead>
            <TableHead className="hidden sm:table-cell">Column</TableHead>
            <TableHead>Message</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {Problems.map((problem, index) => (
            <TableRow key={index} className="hover:bg-transparent">
              <TableCell className="text-right align-top tabular-nums">{formatQuantity(problem.Line)}</TableCell>
              <TableCell className="hidden align-top whitespace-normal sm:table-cell">
                {problem.Column ?? "—"}
              </TableCell>
              <TableCell className="align-top whitespace-normal">
                {problem.Column && (
                  <span className="block text-xs text-muted-foreground sm:hidden">{problem.Column}</span>
                )}
                {problem.Message}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more > 0 && (
        <p className="text-muted-foreground">and {countOf(more, "more problem", "more problems")} not listed</p>
      )}
    </section>
  );
}
