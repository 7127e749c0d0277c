import type {
  RouteAnswer,
  RouteBody,
  packingSlipHeader,
  packingSlipRoutes,
  packingSlipSummarySchema,
} from "@shopdesk/contract";
import type { z } from "zod/mini";

// The shapes of the packing-slip calls, read off the contract's route table (the JSON: timestamps as ISO text).

/** A packing slip as `GET /purchase-orders/{poKey}/packing-slips/{n}` answers it: all three print modes need. */
export type PackingSlip = RouteAnswer<typeof packingSlipRoutes.get>;

/** A shipped line as the packing slip prints it. */
export type PackingSlipLine = PackingSlip["Lines"][number];

/** A slip as the PO lists it. */
export type PackingSlipSummary = z.input<typeof packingSlipSummarySchema>;

/** A packing slip's header: what "Ship" sets and `PUT …/packing-slips/{n}` changes. */
export type PackingSlipHeaderInput = z.input<typeof packingSlipHeader>;

/** "Ship": the slip's header and the lines shipped. */
export type PackingSlipInput = RouteBody<typeof packingSlipRoutes.create>;
export type PackingSlipLineInput = PackingSlipInput["Lines"][number];

/** `PUT …/packing-slips/{n}`: the header with the slip's `Version` (a stale one: 409 with `current`). */
export type PackingSlipUpdate = RouteBody<typeof packingSlipRoutes.update>;
