import { customerId, partInput, partNumber, priceBreaks, pricingInput, revision } from "@shopdesk/contract";
import { z } from "zod/mini";
import { pipeInto, typedNumber } from "../../shared/forms/rules";

// The part forms' rules. Loaded when a form first checks (shared/forms/form-rules.ts); import
// the values from part-schema.ts.

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

/** "New part" asks for its key, description, customer and unit; pricing comes once it exists. */
export const newPartDialogSchema = z.pick(newPartSchema, {
  PartNumber: true,
  Revision: true,
  Description: true,
  CustomerId: true,
  UnitOfMeasure: true,
});

/** "New revision" asks for the letter only. */
export const newRevisionSchema = z.object({ Revision: revision });
