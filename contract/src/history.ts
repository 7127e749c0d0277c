import { z } from "zod/mini";
import { plainText, timestamp } from "./fields.js";
import { historyActions, historyEntities, historyRecords } from "./statuses.js";

/** Request and response shapes of GET /api/history (docs/api.md). */

const keyHelp = "Name the record: key=ACME, a supplier name, PartNumber/Revision, a POKey or a WO number.";

export const historyQuery = z.object({
  entity: z.enum(historyRecords, { error: "Use customer, supplier, part, purchase_order or work_order." }),
  key: plainText(keyHelp).check(z.trim(), z.minLength(1, { error: keyHelp }), z.maxLength(200, { error: keyHelp })),
});

export const historyEntrySchema = z.object({
  At: timestamp,
  Subject: z.string(),
  Name: z.nullable(z.string()),
  Action: z.enum(historyActions),
  /** The record the row is about (a PO's history holds its lines' and slips' rows too). */
  Entity: z.enum(historyEntities),
  /** That record in words: "PO", "Line 2", "Packing slip 1", "WO", "Customer"… */
  Label: z.string(),
  /** The file an import read ("parts-2026.csv"), or null for a change made on a screen. */
  Source: z.nullable(z.string()),
  /** Per field, its value before and after (JSON values as stored). */
  Changes: z.record(z.string(), z.object({ From: z.unknown(), To: z.unknown() })),
});
export type HistoryEntry = z.output<typeof historyEntrySchema>;
export const historySchema = z.array(historyEntrySchema);
