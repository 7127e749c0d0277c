import { z } from "zod/mini";
import type { NewPartInput, Part, PartInput } from "../../api/parts/types";
import { customerId, partInput, partNumber, priceBreaks, pricingInput, revision } from "@shopdesk/contract";
import { pipeInto, textOf, typedNumber, type FormValues } from "../../shared/forms/rules";

const { Description, Material, DrawingNumber, UnitOfMeasure, Notes, Active } = partInput.shape;
const { LotCharge, EffectiveDate, QuoteReference } = pricingInput.shape;

/**
 * The part form: the contract's part and pricing fields side by side (pricing flattened in),
 * with the customer picked from a list and the break table's quantities typed as text.
 */
export const partSchema = z.object({
  Description,
  CustomerId: z.pipe(z.string().check(z.trim(), z.minLength(1, "Choose the customer who owns the part.")), customerId),
  Material,
  DrawingNumber,
  UnitOfMeasure,
  Notes,
  Active,
  LotCharge: pipeInto(z.string(), LotCharge),
  EffectiveDate,
  QuoteReference,
  // The table as typed, then the contract's rule for the whole list (every row's problems at once).
  Breaks: pipeInto(z.array(z.object({ MinQuantity: typedNumber, UnitPrice: z.string() })), priceBreaks),
});

export const newPartSchema = z.extend(partSchema, { PartNumber: partNumber, Revision: revision });

export type PartFormValues = FormValues<z.input<typeof partSchema>>;
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

export function toPartInput({ LotCharge, EffectiveDate, QuoteReference, Breaks, ...part }: PartFormOutput): PartInput {
  return { ...part, Pricing: { LotCharge, EffectiveDate, QuoteReference, Breaks } };
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
