import { z } from "zod/mini";
import type { NewPartInput, Part, PartInput } from "../../api/parts/types";
import { customerId, partNumber, revision, unitOfMeasure } from "@shopdesk/contract";
import { money, nullIfEmpty, optionalDate, optionalText, requiredText, textOf } from "../forms/rules";

const quantityMessage = "Enter a whole quantity of 1 or more.";

const breakRow = z.object({
  MinQuantity: z.string().check(
    z.trim(),
    z.refine((text) => /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= 2_147_483_647, quantityMessage),
  ),
  UnitPrice: money(4),
});

/** Strictly ascending quantities, as the server requires; the message sits on the row that breaks it. */
export const breakRows = z.array(breakRow).check(
  z.maxLength(50, "At most 50 price breaks."),
  z.superRefine((rows, context) => {
    const seen = new Set<number>();
    rows.forEach((row, index) => {
      const quantity = Number(row.MinQuantity);
      const previous = index > 0 ? Number(rows[index - 1]!.MinQuantity) : undefined;
      if (!/^\d+$/.test(row.MinQuantity.trim()) || quantity < 1) return;
      if (seen.has(quantity)) {
        context.addIssue({ code: "custom", path: [index, "MinQuantity"], message: `Quantity ${quantity} is already a break.` });
      } else if (previous !== undefined && quantity < previous) {
        context.addIssue({
          code: "custom",
          path: [index, "MinQuantity"],
          message: `List breaks from the smallest quantity up: ${quantity} comes after ${previous}.`,
        });
      }
      seen.add(quantity);
    });
  }),
);

/** The part form, pricing flattened in beside the part's own fields (server/src/routes/parts.schemas.ts). */
export const partSchema = z.object({
  Description: requiredText(200, "Description"),
  CustomerId: z.pipe(z.string().check(z.trim(), z.minLength(1, "Choose the customer who owns the part.")), customerId),
  Material: optionalText(120),
  DrawingNumber: optionalText(60),
  UnitOfMeasure: unitOfMeasure,
  Notes: optionalText(4000),
  Active: z.boolean(),
  LotCharge: money(2),
  EffectiveDate: optionalDate,
  QuoteReference: optionalText(60),
  Breaks: breakRows,
});

export const newPartSchema = z.extend(partSchema, { PartNumber: partNumber, Revision: revision });

export type PartFormValues = z.input<typeof partSchema>;
export type PartFormOutput = z.output<typeof partSchema>;
export type BreakRow = PartFormValues["Breaks"][number];

export const partFieldLabels: Record<keyof PartFormValues, string> = {
  Description: "Description",
  CustomerId: "Customer",
  Material: "Material",
  DrawingNumber: "Drawing number",
  UnitOfMeasure: "Unit of measure",
  Notes: "Notes",
  Active: "Active",
  LotCharge: "Lot charge",
  EffectiveDate: "Effective date",
  QuoteReference: "Quote reference",
  Breaks: "Price breaks",
};

export const partFields = Object.keys(partFieldLabels) as (keyof PartFormValues)[];

export function toPartFormValues(part: Part): PartFormValues {
  return {
    Description: part.Description,
    CustomerId: part.CustomerId,
    Material: textOf(part.Material),
    DrawingNumber: textOf(part.DrawingNumber),
    UnitOfMeasure: part.UnitOfMeasure,
    Notes: part.Notes,
    Active: part.Active,
    LotCharge: part.Pricing.LotCharge ?? "0.00",
    EffectiveDate: textOf(part.Pricing.EffectiveDate),
    QuoteReference: textOf(part.Pricing.QuoteReference),
    Breaks: part.Pricing.Breaks.map((row) => ({ MinQuantity: String(row.MinQuantity), UnitPrice: row.UnitPrice })),
  };
}

export function toPartInput(values: PartFormOutput): PartInput {
  return {
    Description: values.Description,
    CustomerId: values.CustomerId,
    Material: nullIfEmpty(values.Material),
    DrawingNumber: nullIfEmpty(values.DrawingNumber),
    UnitOfMeasure: values.UnitOfMeasure,
    Notes: values.Notes,
    Active: values.Active,
    Pricing: {
      LotCharge: values.LotCharge,
      EffectiveDate: nullIfEmpty(values.EffectiveDate),
      QuoteReference: nullIfEmpty(values.QuoteReference),
      Breaks: values.Breaks.map((row) => ({ MinQuantity: Number(row.MinQuantity), UnitPrice: row.UnitPrice })),
    },
  };
}

export function toNewPartInput(values: z.output<typeof newPartSchema>): NewPartInput {
  return { PartNumber: values.PartNumber, Revision: values.Revision, ...toPartInput(values) };
}

/** Reads a 409's `current` as a part. */
export function readPart(current: unknown): Part | undefined {
  const record = current as Partial<Part> | undefined;
  return record && typeof record.PartNumber === "string" && typeof record.Version === "number" && record.Pricing
    ? (record as Part)
    : undefined;
}

/** A list of breaks in one line, for the conflict panel: "1+ @ 64.2000; 25+ @ 47.1250". */
export function describeBreaks(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return "(none)";
  return (value as BreakRow[]).map((row) => `${row.MinQuantity}+ @ ${row.UnitPrice}`).join("; ");
}
