import { z } from "zod";
import { calendarDate, dateText, decimal, decimalText, optionalText, pathKey, timestamp, version, wholeNumber } from "./fields.js";
import { purchaseOrderParams, shipToSchema } from "./purchase-orders.js";

/** Request and response shapes of /api/purchase-orders/{poKey}/packing-slips (docs/api.md, "Orders"). */

const slipFields = {
  ShipDate: calendarDate("Ship date"),
  Carrier: optionalText(60),
  TrackingNumber: optionalText(80),
  Boxes: wholeNumber(1, "Enter a whole number of boxes, 1 or more.").nullable(),
  Weight: decimal(10, 2).nullable(),
};

/** A slip's header fields, all of them: what the slip's edit dialog holds. */
export const packingSlipHeader = z.object(slipFields);

const slipLine = z.object({
  LineNumber: wholeNumber(1, "Name a line of the PO by its number."),
  Quantity: wholeNumber(1, "Ship a whole quantity of 1 or more."),
  /** A WO made for that line (digits, as a string or a number), or left out. */
  WONumber: z
    .union([z.string().trim().regex(/^\d{1,18}$/), z.number().int().positive().max(Number.MAX_SAFE_INTEGER)], {
      error: "A WO number is digits, e.g. 100001.",
    })
    .nullish()
    .transform((value) => (value === null || value === undefined || value === "" ? null : String(BigInt(value)))),
});

/** `poKey` and `pslipNumber` in the path. */
export const packingSlipParams = purchaseOrderParams.extend({ pslipNumber: pathKey });

/** POST …/packing-slips. `ShipDate` left out is today; each PO line at most once. */
export const createPackingSlipBody = packingSlipHeader
  .partial()
  .extend({
    Lines: z
      .array(slipLine, { error: "Lines must be a list of { LineNumber, Quantity, WONumber? }." })
      .min(1, { error: "Ship at least one line." })
      .max(500, { error: "At most 500 lines on one slip." })
      .superRefine((lines, context) => {
        const seen = new Set<number>();
        lines.forEach((line, index) => {
          if (seen.has(line.LineNumber)) {
            context.addIssue({ code: "custom", path: [index, "LineNumber"], message: `Line ${line.LineNumber} is already on this slip.` });
          }
          seen.add(line.LineNumber);
        });
      }),
  });
export type PackingSlipInput = z.infer<typeof createPackingSlipBody>;

/** PUT …/packing-slips/{n}: the slip's header; fields left out keep their values. Lines never change. */
export const updatePackingSlipBody = packingSlipHeader.partial().extend({ Version: version });
export type PackingSlipChanges = z.infer<typeof updatePackingSlipBody>;

const text = z.string().nullable();

export const packingSlipLineSchema = z.object({
  LineNumber: z.number().int(),
  PartNumber: z.string(),
  Revision: z.string(),
  Description: z.string(),
  Material: text,
  UnitOfMeasure: z.string(),
  WONumber: z.string().nullable(),
  Ordered: z.number().int(),
  ShippedNow: z.number().int(),
  ShippedBefore: z.number().int(),
  BackOrdered: z.number().int(),
  UnitPrice: decimalText(4),
  Amount: decimalText(2),
});

export const packingSlipSchema = z.object({
  POKey: z.number().int(),
  PSlipNumber: z.number().int(),
  ShipDate: dateText,
  Carrier: text,
  TrackingNumber: text,
  Boxes: z.number().int().nullable(),
  Weight: decimalText(2).nullable(),
  CreatedBy: z.string(),
  CustomerId: z.string(),
  CustomerName: z.string(),
  PONumber: z.string(),
  PODate: dateText,
  Terms: z.string(),
  ...shipToSchema.shape,
  Amount: decimalText(2),
  Lines: z.array(packingSlipLineSchema),
  Version: z.number().int(),
  CreatedAt: timestamp,
});
export type PackingSlip = z.output<typeof packingSlipSchema>;
