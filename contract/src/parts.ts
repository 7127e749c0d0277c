import { z } from "zod/mini";
import { customerId, partNumber, revision } from "./keys.js";
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

export const unitOfMeasure = z
  .string({ error: "Unit of measure is required." })
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{1,6}$/, { error: "1 to 6 letters, e.g. EA." }));

const priceBreak = z.object({
  MinQuantity: wholeNumber(1, "Enter a whole quantity of 1 or more."),
  UnitPrice: money(4),
});

const isQuantity = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;

/**
 * Strictly ascending MinQuantity, so each quantity has exactly one price. Checked even when
 * other rows have problems (a row whose quantity is not one is skipped: it has its own
 * message), so a form shows every problem of the table at once.
 */
export const priceBreaks = z.array(priceBreak, { error: "Breaks must be a list of { MinQuantity, UnitPrice }." }).check(
  z.maxLength(50, { error: "At most 50 price breaks." }),
  z.superRefine(
    (breaks, context) => {
      const seen = new Set<number>();
      breaks.forEach((row, index) => {
        const quantity = row?.MinQuantity;
        const previous = breaks[index - 1]?.MinQuantity;
        if (!isQuantity(quantity)) return;
        if (seen.has(quantity)) {
          context.addIssue({
            code: "custom",
            path: [index, "MinQuantity"],
            message: `Quantity ${quantity} is already a break.`,
          });
        } else if (isQuantity(previous) && quantity < previous) {
          context.addIssue({
            code: "custom",
            path: [index, "MinQuantity"],
            message: `List breaks from the smallest quantity up: ${quantity} comes after ${previous}.`,
          });
        }
        seen.add(quantity);
      });
    },
    { when: (payload) => Array.isArray(payload.value) },
  ),
);

const pricingFields = {
  LotCharge: money(2),
  EffectiveDate: optionalDate,
  QuoteReference: optionalText(60),
  Breaks: priceBreaks,
};
export const pricingInput = z.object({
  ...pricingFields,
  LotCharge: z._default(pricingFields.LotCharge, "0.00"),
  Breaks: z._default(pricingFields.Breaks, []),
});
export type PricingInput = z.infer<typeof pricingInput>;

const partFields = {
  Description: requiredText(200, "Description"),
  CustomerId: customerId,
  Material: optionalText(120),
  DrawingNumber: optionalText(60),
  UnitOfMeasure: unitOfMeasure,
  Notes: longText,
  Active: z.boolean({ error: "Must be true or false." }),
};

/** A new part's fields, with the defaults. */
export const partInput = z.object({
  ...partFields,
  UnitOfMeasure: z._default(partFields.UnitOfMeasure, "EA"),
  Active: z._default(partFields.Active, true),
  Pricing: z._default(pricingInput, { LotCharge: "0.00", EffectiveDate: null, QuoteReference: null, Breaks: [] }),
});
export type PartInput = z.infer<typeof partInput>;

/** POST /parts */
export const createPartBody = z.extend(partInput, { PartNumber: partNumber, Revision: revision });

// Built from the fields without defaults: zod's partial() would still fill defaults in.
const partChanges = z.partial(z.object({ ...partFields, Pricing: z.partial(z.object(pricingFields)) }));
/** PUT /parts/{pn}/{rev}: fields left out keep their values (Pricing too, field by field; Breaks replace all). */
export const updatePartBody = z.extend(partChanges, { Version: version });
export type PartChanges = z.infer<typeof partChanges>;
/** POST /parts/{pn}/{rev}/revisions: what is left out is copied from that revision. */
export const newRevisionBody = z.extend(partChanges, { Revision: revision });

export const partParams = z.object({ partNumber: pathKey, revision: pathKey.check(z.trim(), z.toUpperCase()) });

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
export const partListQuery = z.extend(listQuery(partSortFields, "PartNumber"), {
  ...partFilters,
  active: activeFilter,
});
export const customerPartsQuery = listQuery(partSortFields, "PartNumber");

export const priceBreakSchema = z.object({ MinQuantity: z.int(), UnitPrice: decimalText(4) });
export const partSchema = z.object({
  PartNumber: z.string(),
  Revision: z.string(),
  Description: z.string(),
  CustomerId: z.string(),
  CustomerName: z.string(),
  Material: z.nullable(z.string()),
  DrawingNumber: z.nullable(z.string()),
  UnitOfMeasure: z.string(),
  Notes: z.string(),
  Active: z.boolean(),
  IsSuperseded: z.boolean(),
  SupersededBy: z.nullable(z.object({ PartNumber: z.string(), Revision: z.string() })),
  Pricing: z.object({
    LotCharge: decimalText(2),
    EffectiveDate: z.nullable(dateText),
    QuoteReference: z.nullable(z.string()),
    Breaks: z.array(priceBreakSchema),
  }),
  ...recordStamps,
});
export type Part = z.output<typeof partSchema>;

export const partSummarySchema = z.pick(partSchema, {
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
