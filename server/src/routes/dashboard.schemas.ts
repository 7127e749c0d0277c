import { z } from "zod";
import { reportNames, workOrderSummarySchema } from "./reports.schemas.js";

/** The answer of GET /api/dashboard (docs/api.md, "Dashboard"). */

const amount = z.string().regex(/^-?\d+\.\d{2}$/);

/** The Orders section's PurchaseOrderSummary, field for field. */
export const purchaseOrderSummarySchema = z.object({
  POKey: z.number().int(),
  CustomerId: z.string(),
  CustomerName: z.string(),
  PONumber: z.string(),
  PODate: z.iso.date(),
  Status: z.string(),
  Amount: amount,
  NextDueDate: z.iso.date().nullable(),
  IsLate: z.boolean(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

/** A tile: its figure(s), and the report (with the filter applied) it links to: `/reports?${Query}`. */
export const tileSchema = z.object({
  Count: z.number().int(),
  Amount: amount.nullable(),
  Report: z.enum(reportNames),
  Query: z.string(),
});
export type Tile = z.infer<typeof tileSchema>;

export const dashboardSchema = z.object({
  AsOf: z.iso.date(),
  Tiles: z.object({
    OpenBacklog: tileSchema,
    DueNext7Days: tileSchema,
    LateWorkOrders: tileSchema,
    ShippedThisMonth: tileSchema,
  }),
  LateWorkOrders: z.array(workOrderSummarySchema).max(10),
  DueThisWeek: z.array(workOrderSummarySchema).max(10),
  RecentPurchaseOrders: z.array(purchaseOrderSummarySchema).max(10),
  ShippedByWeek: z.array(z.object({ WeekStart: z.iso.date(), Amount: amount })).length(12),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
