import { z } from "zod/mini";
import { createStockWorkOrderBody } from "@shopdesk/contract";
import type { StockWorkOrderInput } from "../../api/work-orders/types";
import { typedWholeNumber, type FormValues } from "../../shared/forms/rules";

const { Quantity, DueDate, Notes } = createStockWorkOrderBody.shape;

/**
 * "New stock WO" as its dialog holds it: the part revision picked from the list (its
 * description shown, not sent), and the contract's rules for quantity, due date and notes.
 */
export const stockWorkOrderSchema = z.object({
  PartNumber: z.string().check(z.trim(), z.minLength(1, "Choose a part from the list.")),
  Revision: z.string(),
  Description: z.string(),
  Quantity: typedWholeNumber(Quantity),
  DueDate,
  Notes,
});

export type StockWorkOrderFormValues = FormValues<z.input<typeof stockWorkOrderSchema>>;
export type StockWorkOrderFormOutput = z.output<typeof stockWorkOrderSchema>;

export const emptyStockWorkOrder: StockWorkOrderFormValues = { PartNumber: "", Revision: "", Description: "", Quantity: "", DueDate: "", Notes: "" };

/** The API body of the checked dialog. */
export function toStockWorkOrderInput({ PartNumber, Revision, Quantity, DueDate, Notes }: StockWorkOrderFormOutput): StockWorkOrderInput {
  return { PartNumber, Revision, Quantity, DueDate, Notes };
}
