import { z } from "zod";
import { customerId } from "./customers.js";
import {
  activeFilter,
  dateText,
  decimalText,
  longText,
  money,
  optionalDate,
  optionalText,
  pathKey,
  queryText,
  recordStamps,
  requiredText,
  version,
  wholeNumber,
} from "./fields.js";
import { listPage, listQuery } from "./list.js";

/** Request and response shapes of /api/parts (docs/api.md). */

export const partNumber = requiredText(40, "Part number");
export const revision = z
  .string({ error: "Revision is required." })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{1,4}$/, { error: "1 to 4 letters, digits or dashes, e.g. C." });

const priceBreak = z.object({
  MinQuantity: wholeNumber(1, "Enter a whole quantity of 1 or more."),
  UnitPrice: money(4),
});

/** Strictly ascending MinQuantity, so each quantity has exactly one price. */
export const priceBreaks = z
  .array(priceBreak, { error: "Breaks must be a list of { MinQuantity, UnitPrice }." })
  .max(50, { error: "At most 50 price breaks." })
  .superRefine((breaks, context) => {
    const seen = new Set<number>();
    breaks.forEach((row, index) => {
      const previous = breaks[index - 1];
      if (seen.has(row.MinQuantity)) {
        context.addIssue({ code: "custom", path: [index, "MinQuantity"], message: `Quantity ${row.MinQuantity} is already a break.` });
      } else if (previous && row.MinQuantity < previous.MinQuantity) {
        context.addIssue({
          code: "custom",
          path: [index, "MinQuantity"],
          message: `List breaks from the smallest quantity up: ${row.MinQuantity} comes after ${previous.MinQuantity}.`,
        });
      }
      seen.add(row.MinQuantity);
    });
  });

const pricingFields = {
  LotCharge: money(2),
  EffectiveDate: optionalDate,
  QuoteReference: optionalText(60),
  Breaks: priceBreaks,
};
export const pricingInput = z.object({
  ...pricingFields,
  LotCharge: pricingFields.LotCharge.default("0.00"),
  Breaks: pricingFields.Breaks.default([]),
});
export type PricingInput = z.infer<typeof pricingInput>;

const partFields = {
  Description: requiredText(200, "Description"),
  CustomerId: customerId,
  Material: optionalText(120),
  DrawingNumber: optionalText(60),
  UnitOfMeasure: z
    .string({ error: "Unit of measure is required." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{1,6}$/, { error: "1 to 6 letters, e.g. EA." }),
  Notes: longText,
  Active: z.boolean({ error: "Must be true or false." }),
};

/** A new part's fields, with the defaults. */
export const partInput = z.object({
  ...partFields,
  UnitOfMeasure: partFields.UnitOfMeasure.default("EA"),
  Active: partFields.Active.default(true),
  Pricing: pricingInput.default({ LotCharge: "0.00", EffectiveDate: null, QuoteReference: null, Breaks: [] }),
});
export type PartInput = z.infer<typeof partInput>;

/** POST /parts */
export const createPartBody = partInput.extend({ PartNumber: partNumber, Revision: revision });

// Built from the fields without defaults: zod's partial() would still fill defaults in.
const partChanges = z.object({ ...partFields, Pricing: z.object(pricingFields).partial() }).partial();
/** PUT /parts/{pn}/{rev}: fields left out keep their values (Pricing too, field by field; Breaks replace all). */
export const updatePartBody = partChanges.extend({ Version: version });
export type PartChanges = z.infer<typeof partChanges>;
/** POST /parts/{pn}/{rev}/revisions: what is left out is copied from that revision. */
export const newRevisionBody = partChanges.extend({ Revision: revision });

export const partParams = z.object({ partNumber: pathKey, revision: pathKey.transform((value) => value.trim().toUpperCase()) });

/** The part list's and the parts report's filters besides `q` and `active`. */
export const partFilters = {
  partNumber: queryText(40),
  revision: queryText(4, { upperCase: true }),
  description: queryText(100),
  customerId: queryText(12, { upperCase: true, message: "A customer id has at most 12 characters." }),
};

// Each has an index in its order (migration 0005); a sort without one reads all 500k parts.
export const partSortFields = ["PartNumber", "Description", "CustomerId"] as const;
export type PartSortField = (typeof partSortFields)[number];
export const partListQuery = listQuery(partSortFields, "PartNumber").extend({
  ...partFilters,
  active: activeFilter,
});
export const customerPartsQuery = listQuery(partSortFields, "PartNumber");

export const priceBreakSchema = z.object({ MinQuantity: z.number().int(), UnitPrice: decimalText(4) });
export const partSchema = z.object({
  PartNumber: z.string(),
  Revision: z.string(),
  Description: z.string(),
  CustomerId: z.string(),
  CustomerName: z.string(),
  Material: z.string().nullable(),
  DrawingNumber: z.string().nullable(),
  UnitOfMeasure: z.string(),
  Notes: z.string(),
  Active: z.boolean(),
  IsSuperseded: z.boolean(),
  SupersededBy: z.object({ PartNumber: z.string(), Revision: z.string() }).nullable(),
  Pricing: z.object({
    LotCharge: decimalText(2),
    EffectiveDate: dateText.nullable(),
    QuoteReference: z.string().nullable(),
    Breaks: z.array(priceBreakSchema),
  }),
  ...recordStamps,
});
export type Part = z.output<typeof partSchema>;

export const partSummarySchema = partSchema.pick({
  PartNumber: true,
  Revision: true,
  Description: true,
  CustomerId: true,
  CustomerName: true,
  Active: true,
  IsSuperseded: true,
});
export type PartSummary = z.infer<typeof partSummarySchema>;
export const partListSchema = listPage(partSummarySchema);
