import type { z } from "zod/mini";
import type { StockWorkOrderInput } from "../../api/work-orders/types";
import { formRules } from "../../shared/forms/form-rules";
import type { FormValues } from "../../shared/forms/form-values";
import type { stockWorkOrderSchema } from "./work-order-form-rules";

export type StockWorkOrderFormValues = FormValues<z.input<typeof stockWorkOrderSchema>>;
export type StockWorkOrderFormOutput = z.output<typeof stockWorkOrderSchema>;

export const stockWorkOrderRules = formRules(() =>
  import("./work-order-form-rules").then((rules) => rules.stockWorkOrderSchema),
);

export const emptyStockWorkOrder: StockWorkOrderFormValues = {
  PartNumber: "",
  Revision: "",
  Description: "",
  Quantity: "",
  DueDate: "",
  Notes: "",
};

/** The API body of the checked dialog. */
export function toStockWorkOrderInput({
  PartNumber,
  Revision,
  Quantity,
  DueDate,
  Notes,
}: StockWorkOrderFormOutput): StockWorkOrderInput {
  return { PartNumber, Revision, Quantity, DueDate, Notes };
}
