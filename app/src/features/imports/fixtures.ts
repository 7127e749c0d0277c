import type { ImportPreview, ImportProblem, ImportProgressLine, ImportResult } from "../../api/imports/types";

/** A parts file as the shop's old system wrote it: its own headers, two price breaks, a column of its own. */
export const partsHeaders = [
  "Item #",
  "Rev",
  "Description",
  "Customer",
  "Material",
  "Qty 1",
  "Price 1",
  "Qty 2",
  "Price 2",
  "Setup",
  "Internal code",
];

/** The server's match of those headers ("Internal code" matches nothing). */
export const partsMapping = {
  PartNumber: 0,
  Revision: 1,
  Description: 2,
  CustomerId: 3,
  Material: 4,
  Break1Quantity: 5,
  Break1Price: 6,
  Break2Quantity: 7,
  Break2Price: 8,
  "Pricing.LotCharge": 9,
};

/** The mapped columns, in the import's order, as the preview names them. */
const firstRowsColumns = [
  { Key: "PartNumber", Header: "Part number" },
  { Key: "Revision", Header: "Revision" },
  { Key: "Description", Header: "Description" },
  { Key: "CustomerId", Header: "Customer id" },
  { Key: "Material", Header: "Material" },
  { Key: "Pricing.LotCharge", Header: "Lot charge" },
  { Key: "Break1Quantity", Header: "Break 1 quantity" },
  { Key: "Break1Price", Header: "Break 1 price" },
  { Key: "Break2Quantity", Header: "Break 2 quantity" },
  { Key: "Break2Price", Header: "Break 2 price" },
];

type FirstRow = ImportPreview["FirstRows"]["Rows"][number];

/** The file's first ten rows as they will be stored: "$12.50" is 12.5000, "acme" is ACME. */
const firstRows: FirstRow[] = [
  {
    Line: 2,
    Action: "create",
    Cells: ["BRK-100", "A", "Mounting bracket", "ACME", "6061-T6", "45.00", "1", "12.5000", "10", "11.0000"],
  },
  {
    Line: 3,
    Action: "update",
    Cells: ["BRK-200", "B", "Mounting bracket, long", "ACME", "6061-T6", "45.00", "1", "14.2500", "10", "12.9000"],
  },
  {
    Line: 4,
    Action: "update",
    Cells: ["SHAFT-22", "C", "Drive shaft, 22 mm", "NWIND", "4140", "0.00", "1", "38.0000", "", ""],
  },
  {
    Line: 5,
    Action: "create",
    Cells: ["HUB-9615", "B", "Hub, flanged", "NWIND", "4140", "120.00", "5", "64.5000", "50", "58.0000"],
  },
  {
    Line: 6,
    Action: "create",
    Cells: ["PIN-0042", "A", "Dowel pin, 6 × 20", "ACME", "416 SS", "0.00", "100", "0.4200", "1000", "0.3100"],
  },
  ...["7", "8", "9", "10", "11"].map((n, index): FirstRow => ({
    Line: Number(n),
    Action: "unchanged",
    Cells: [
      `SPC-30${index}`,
      "A",
      `Spacer, ${10 + index} mm`,
      "ACME",
      "6061-T6",
      "0.00",
      "1",
      `${(2.1 + index / 10).toFixed(4)}`,
      "500",
      "1.9500",
    ],
  })),
];

export const cleanPreview: ImportPreview = {
  File: { Name: "parts-2026.csv", Encoding: "UTF-8", Delimiter: ",", Headers: partsHeaders, Rows: 45 },
  Mapping: partsMapping,
  Create: 3,
  Update: 2,
  Unchanged: 40,
  Problems: [],
  ProblemCount: 0,
  FirstRows: { Columns: firstRowsColumns, Rows: firstRows },
  Fingerprint: "2026-11-21T15:00:00.000Z.Xq3v9",
};

const problems: ImportProblem[] = [
  { Line: 7, Column: "Price 1", Message: "At most 4 decimals." },
  { Line: 12, Column: "Customer", Message: "There is no customer ACME-X." },
  { Line: 19, Column: "Qty 2", Message: "List breaks from the smallest quantity up: 10 comes after 100." },
  { Line: 23, Column: null, Message: "Part BRK-100 revision A is already on row 4." },
];

/** Excel's Windows-1252 export with semicolons, and more problems than the server lists. */
export const previewWithProblems: ImportPreview = {
  ...cleanPreview,
  File: { ...cleanPreview.File, Encoding: "Windows-1252", Delimiter: ";" },
  Create: 2,
  Update: 2,
  Unchanged: 40,
  Problems: problems,
  ProblemCount: 504,
  // Line 7's price has five decimals: shown as the file says it, with the others as they will be stored.
  FirstRows: {
    Columns: firstRowsColumns,
    Rows: firstRows.map((row) =>
      row.Line === 7
        ? {
            Line: 7,
            Action: "problem",
            Cells: ["SPC-300", "A", "Spacer, 10 mm", "ACME", "6061-T6", "0", "1", "2.10005", "500", "1.95"],
          }
        : row,
    ),
  },
};

/** The revision column is headed "Issue", which nothing matches: no row names its revision. */
export const unmappedPreview: ImportPreview = {
  ...cleanPreview,
  File: { ...cleanPreview.File, Headers: partsHeaders.map((header) => (header === "Rev" ? "Issue" : header)) },
  Mapping: Object.fromEntries(Object.entries(partsMapping).filter(([key]) => key !== "Revision")),
  Create: 0,
  Update: 0,
  Unchanged: 0,
  Problems: [{ Line: 1, Column: null, Message: "No column is mapped to Revision, which every row needs." }],
  ProblemCount: 1,
  // The file is not read row by row while a column every row needs is missing.
  FirstRows: { Columns: firstRowsColumns.filter((column) => column.Key !== "Revision"), Rows: [] },
};

/** The preview as the records are after Lee Chen changed BRK-100 rev A: one more update. */
export const currentPreview: ImportPreview = {
  ...cleanPreview,
  Update: 3,
  Unchanged: 39,
  Fingerprint: "2026-11-21T15:04:00.000Z.Lk20a",
};
export const conflictMessage =
  "Someone changed records of this file after your preview: Part BRK-100 revision A (row 4). Nothing was imported; check the new preview and import again.";

export const importResult: ImportResult = {
  Created: 3,
  Updated: 2,
  Unchanged: 40,
  Records: [
    { Label: "Part BRK-100 rev A", Path: "/part?partNumber=BRK-100&revision=A" },
    { Label: "Part BRK-200 rev B", Path: "/part?partNumber=BRK-200&revision=B" },
    { Label: "Part SHAFT-22 rev C", Path: "/part?partNumber=SHAFT-22&revision=C" },
    { Label: "Part HUB-9615 rev B", Path: "/part?partNumber=HUB-9615&revision=B" },
  ],
  At: "2026-11-21T15:02:00.000Z",
};

/** What the import answers, line by line: progress every 15 rows, then the result. */
export const importLines: ImportProgressLine[] = [
  { Progress: { Done: 15, Total: 45 } },
  { Progress: { Done: 30, Total: 45 } },
  { Progress: { Done: 45, Total: 45 } },
  { Result: importResult },
];

/** A parts CSV to drop or pick. */
export const partsFile = () =>
  new File(
    [`${partsHeaders.join(",")}\nBRK-100,A,Mounting bracket,ACME,6061-T6,1,$12.50,10,$11.00,$45.00,X1\n`],
    "parts-2026.csv",
    {
      type: "text/csv",
    },
  );
