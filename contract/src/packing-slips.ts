import { z } from "zod/mini";
import {
  calendarDate,
  dateText,
  decimal,
  decimalText,
  optionalText,
  pathKey,
  timestamp,
  version,
  wholeNumber,
} from "./fields.js";
import { packingSlipSummarySchema, purchaseOrderParams, shipToSchema } from "./purchase-orders.js";

/** Request and response shapes of /api/purchase-orders/{poKey}/packing-slips (docs/api.md, "Orders"). */

const slipFields = {
  ShipDate: calendarDate("Ship date"),
  Carrier: optionalText(60),
  TrackingNumber: optionalText(80),
  Boxes: z.nullable(wholeNumber(1, "Enter a whole number of boxes, 1 or more.")),
  Weight: z.nullable(decimal(10, 2, "a weight in pounds")),
};

/** A slip's header fields, all of them: what the slip's edit dialog holds. */
export const packingSlipHeader = z.object(slipFields);

const slipLine = z.object({
  LineNumber: wholeNumber(1, "Name a line of the PO by its number."),
  Quantity: wholeNumber(1, "Ship a whole quantity of 1 or more."),
  /** A WO made for that line (digits, as a string or a number), or left out. */
  WONumber: z.pipe(
    z.nullish(
      z.union(
        [
          z.string().check(z.trim(), z.regex(/^\d{1,18}$/)),
          z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
        ],
        {
          error: "A WO number is digits, e.g. 100001.",
        },
      ),
    ),
    z.transform((value: string | number | null | undefined) =>
      value === null || value === undefined || value === "" ? null : String(BigInt(value)),
    ),
  ),
});

/** `poKey` and `pslipNumber` in the path. */
export const packingSlipParams = z.extend(purchaseOrderParams, { pslipNumber: pathKey });

/** POST …/packing-slips. `ShipDate` left out is today; each PO line at most once. */
export const createPackingSlipBody = z.extend(z.partial(packingSlipHeader), {
  Lines: z.array(slipLine, { error: "Lines must be a list of { LineNumber, Quantity, WONumber? }." }).check(
    z.minLength(1, { error: "Ship at least one line." }),
    z.maxLength(500, { error: "At most 500 lines on one slip." }),
    z.superRefine((lines, context) => {
      const seen = new Set<number>();
      lines.forEach((line, index) => {
        if (seen.has(line.LineNumber)) {
          context.addIssue({
            code: "custom",
            path: [index, "LineNumber"],
            message: `Line ${line.LineNumber} is already on this slip.`,
          });
        }
        seen.add(line.LineNumber);
      });
    }),
  ),
});
export type PackingSlipInput = z.infer<typeof createPackingSlipBody>;

/** PUT …/packing-slips/{n}: the slip's header; fields left out keep their values. Lines never change. */
export const updatePackingSlipBody = z.extend(z.partial(packingSlipHeader), { Version: version });
export type PackingSlipChanges = z.infer<typeof updatePackingSlipBody>;

const text = z.nullable(z.string());

export const packingSlipLineSchema = z.object({
  LineNumber: z.int(),
  PartNumber: z.string(),
  Revision: z.string(),
  Description: z.string(),
  Material: text,
  UnitOfMeasure: z.string(),
  WONumber: z.nullable(z.string()),
  Ordered: z.int(),
  ShippedNow: z.int(),
  ShippedBefore: z.int(),
  BackOrdered: z.int(),
  UnitPrice: decimalText(4),
  Amount: decimalText(2),
});

export const packingSlipSchema = z.object({
  POKey: z.int(),
  // What the PO's list of slips shows of each, but the line count.
  ...z.omit(packingSlipSummarySchema, { LineCount: true }).shape,
  CreatedBy: z.string(),
  CustomerId: z.string(),
  CustomerName: z.string(),
  PONumber: z.string(),
  PODate: dateText,
  Terms: z.string(),
  ...shipToSchema.shape,
  Lines: z.array(packingSlipLineSchema),
  Version: z.int(),
  CreatedAt: timestamp,
});
export type PackingSlip = z.output<typeof packingSlipSchema>;
