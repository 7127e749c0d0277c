import { z } from "zod";

/** Request and response shapes of GET /api/history (docs/api.md). */

const keyHelp = "Name the record: key=ACME, a supplier name, PartNumber/Revision, a POKey or a WO number.";

export const historyQuery = z.object({
  entity: z.enum(["customer", "supplier", "part", "purchase_order", "work_order"], {
    error: "Use customer, supplier, part, purchase_order or work_order.",
  }),
  key: z.string({ error: keyHelp }).trim().min(1, { error: keyHelp }),
});

export const historyEntrySchema = z.object({
  At: z.iso.datetime(),
  Subject: z.string(),
  Name: z.string().nullable(),
  Action: z.enum(["create", "update", "status", "delete"]),
  /** The record the row is about (a PO's history holds its lines' and slips' rows too). */
  Entity: z.enum(["customer", "supplier", "part", "purchase_order", "po_line", "work_order", "wo_operation", "packing_slip"]),
  /** That record in words: "PO", "Line 2", "Packing slip 1", "WO", "Customer"… */
  Label: z.string(),
  Changes: z.record(z.string(), z.object({ From: z.unknown(), To: z.unknown() })),
});
