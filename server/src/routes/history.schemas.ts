import { z } from "zod";

/** Request and response shapes of GET /api/history (docs/api.md). */

export const historyQuery = z.object({
  entity: z.enum(["customer", "supplier", "part"], { error: "Use customer, supplier or part." }),
  key: z.string({ error: "Name the record: key=ACME, a supplier name, or PartNumber/Revision." }).trim().min(1, {
    error: "Name the record: key=ACME, a supplier name, or PartNumber/Revision.",
  }),
});

export const historyEntrySchema = z.object({
  At: z.iso.datetime(),
  Subject: z.string(),
  Name: z.string().nullable(),
  Action: z.enum(["create", "update", "status", "delete"]),
  Changes: z.record(z.string(), z.object({ From: z.unknown(), To: z.unknown() })),
});
