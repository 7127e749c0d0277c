import { importKinds, type ImportKind } from "../../api/imports/types";

/** What each kind brings in, under its label in the choice. */
export const importKindDescriptions: Record<ImportKind, string> = {
  customers: "Codes, names, addresses, contacts and payment terms.",
  suppliers: "Names, services, approval and certificate expiry.",
  parts: "Part numbers and revisions with their pricing and up to 50 price breaks.",
  "purchase-orders": "Customer POs still open, one row per line.",
};

/** The list screen of each kind, where the summary sends the user (routes.tsx). */
export const importKindLists: Record<ImportKind, { path: string; label: string }> = {
  customers: { path: "/customer", label: "Open the customer list" },
  suppliers: { path: "/supplier", label: "Open the supplier list" },
  parts: { path: "/part", label: "Open the part list" },
  "purchase-orders": { path: "/po", label: "Open the purchase orders" },
};

/** The kind named by `?kind=`; customers when it names none. */
export function parseImportKind(value: string | null): ImportKind {
  return importKinds.find((kind) => kind === value) ?? "customers";
}

/** What the file picker offers: CSV, and text files (a tab-separated export is often `.txt`). */
export const CSV_FILE_TYPES = ".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values";
