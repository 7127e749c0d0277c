import { z } from "zod/mini";
import { dateText, decimalText } from "./fields.js";
import { purchaseOrderSummarySchema } from "./purchase-orders.js";
import { reportNames } from "./statuses.js";
import { workOrderSummarySchema } from "./work-orders.js";

/** The answer of GET /api/dashboard (docs/api.md, "Dashboard"). */

const amount = decimalText(2, { signed: true });

/** A tile: its figure(s), and the report (with the filter applied) it links to: `/reports?${Query}`. */
export const tileSchema = z.object({
  Count: z.int(),
  Amount: z.nullable(amount),
  Report: z.enum(reportNames),
  Query: z.string(),
});
export type Tile = z.infer<typeof tileSchema>;

export const dashboardSchema = z.object({
  AsOf: dateText,
  Tiles: z.object({
    OpenBacklog: tileSchema,
    DueNext7Days: tileSchema,
    LateWorkOrders: tileSchema,
    ShippedThisMonth: tileSchema,
  }),
  LateWorkOrders: z.array(workOrderSummarySchema).check(z.maxLength(10)),
  DueThisWeek: z.array(workOrderSummarySchema).check(z.maxLength(10)),
  RecentPurchaseOrders: z.array(purchaseOrderSummarySchema).check(z.maxLength(10)),
  ShippedByWeek: z.array(z.object({ WeekStart: dateText, Amount: amount })).check(z.length(12)),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
