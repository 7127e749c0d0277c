import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  NativeSelect,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@shopdesk/design-system";
import { importColumns, type ImportKind, type ImportMapping, type ImportPreview } from "../../api/imports/types";
import { ImportAlert } from "./import-alert";
import { describeFile } from "./import-words";
import { columnKeyAt, spreadsheetColumn, unmappedRequiredColumns } from "./mapping";

export type MappingCardProps = {
  kind: ImportKind;
  file: ImportPreview["File"];
  /** The columns as the user has them now (ahead of the preview while it is asked again). */
  mapping: ImportMapping;
  /** While an import runs the mapping stays as it is. */
  isDisabled: boolean;
  /** File column `index` fills the column `key`, or "" for none. */
  onChange: (index: number, key: string) => void;
};

/** Step 3: which field each of the file's columns fills, matched by their headers and changed here. */
export function MappingCard({ kind, file, mapping, isDisabled, onChange }: MappingCardProps) {
  const columns = importColumns[kind];
  const missing = unmappedRequiredColumns(columns, mapping).map((column) => column.header);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Columns</CardTitle>
        <CardDescription>
          {file.Name}: {describeFile(file)}. Each column was matched by its header; change what it imports as, and the
          preview follows.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {missing.length > 0 && (
          <ImportAlert title={`No column for ${missing.join(", ")}`}>
            Every row needs {missing.length === 1 ? "it" : "them"}: choose the file&apos;s column that holds{" "}
            {missing.length === 1 ? "it" : "each"} below.
          </ImportAlert>
        )}
        {/* Fixed layout: the selects keep their share of a phone's width whatever the headers' lengths. */}
        <Table aria-label={`Columns of ${file.Name}`} className="table-fixed">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="w-2/5 whitespace-normal sm:w-1/2">Column in the file</TableHead>
              <TableHead className="w-3/5 sm:w-1/2">Imports as</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {file.Headers.map((header, index) => {
              const name = header.trim() || `Column ${spreadsheetColumn(index)}`;
              const key = columnKeyAt(mapping, index);
              return (
                <TableRow key={index} data-state={key === "" ? "skipped" : "mapped"} className="hover:bg-transparent">
                  <TableCell className="whitespace-normal">
                    <span className="block font-medium wrap-anywhere">{name}</span>
                    <span className="text-xs text-muted-foreground">Column {spreadsheetColumn(index)}</span>
                  </TableCell>
                  <TableCell>
                    <NativeSelect
                      aria-label={`${name} imports as`}
                      value={key}
                      disabled={isDisabled}
                      onChange={(event) => onChange(index, event.target.value)}
                    >
                      <option value="">Don&apos;t import</option>
                      {columns.map((column) => (
                        <option key={column.key} value={column.key}>
                          {column.required ? `${column.header} (required)` : column.header}
                        </option>
                      ))}
                    </NativeSelect>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
