import type {
  createPackingSlipBody,
  packingSlipHeader,
  packingSlipLineSchema,
  packingSlipSchema,
  packingSlipSummarySchema,
  updatePackingSlipBody,
} from "@shopdesk/contract";
import type { z } from "zod/mini";

/** A slip as the PO lists it. */
export type PackingSlipSummary = z.input<typeof packingSlipSummarySchema>;

/** A packing slip's header: what "Ship" sets and `PUT …/packing-slips/{n}` changes. */
export type PackingSlipHeaderInput = z.input<typeof packingSlipHeader>;

/** "Ship": the slip's header and the lines shipped. */
export type PackingSlipInput = z.input<typeof createPackingSlipBody>;
export type PackingSlipLineInput = PackingSlipInput["Lines"][number];

/** `PUT …/packing-slips/{n}`: the header with the slip's `Version` (a stale one: 409 with `current`). */
export type PackingSlipUpdate = z.input<typeof updatePackingSlipBody>;

/** A shipped line as the packing slip prints it. */
export type PackingSlipLine = z.input<typeof packingSlipLineSchema>;

/** A packing slip as `GET /purchase-orders/{poKey}/packing-slips/{n}` answers it: all three print modes need. */
export type PackingSlip = z.input<typeof packingSlipSchema>;
