import type { SearchResultItem } from "./types";

/** Sample suggestions for stories and tests. */
export const sampleResults: SearchResultItem[] = [
  { CustomerId: "ACME", PONumber: "4500012345", PODate: "2024-03-05", WONumber: "100001", POKey: 1012 },
  { CustomerId: "ACME", PONumber: "4500012346", PODate: "2024-03-18", WONumber: null, POKey: 1013 },
  { CustomerId: "BOLT-AERO", PONumber: "PO-77120", PODate: "2024-04-02", WONumber: "100014", POKey: 1020 },
  { CustomerId: "NORTHWIND", PONumber: "NW-2024-0415-ALPHA", PODate: "2024-04-15", WONumber: "100022", POKey: 1031 },
];
