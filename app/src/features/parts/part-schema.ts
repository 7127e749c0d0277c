import type { z } from "zod/mini";
import type { NewPartInput, Part, PartInput } from "../../api/parts/types";
import { formRules } from "../../shared/forms/form-rules";
import { textOf, type FormValues } from "../../shared/forms/form-values";
import type { newPartDialogSchema, newPartSchema, newRevisionSchema, partSchema } from "./part-form-rules";

export type PartFormValues = FormValues<z.input<typeof partSchema>>;
export type PartFormOutput = z.output<typeof partSchema>;
export type BreakRow = PartFormValues["Breaks"][number];
export type NewPartDialogValues = FormValues<z.input<typeof newPartDialogSchema>>;
export type NewRevisionValues = FormValues<z.input<typeof newRevisionSchema>>;

export const partRules = formRules(() => import("./part-form-rules").then((rules) => rules.partSchema));
export const newPartDialogRules = formRules(() =>
  import("./part-form-rules").then((rules) => rules.newPartDialogSchema),
);
export const newRevisionRules = formRules(() => import("./part-form-rules").then((rules) => rules.newRevisionSchema));

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
