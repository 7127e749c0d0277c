import type { z } from "zod/mini";
import type { LineInput, PurchaseOrderLine } from "../../api/purchase-orders/types";
import { formRules } from "../../shared/forms/form-rules";
import type { FormValues } from "../../shared/forms/form-values";
import type { lineSchema } from "./purchase-order-form-rules";

export type LineFormValues = FormValues<z.input<typeof lineSchema>>;
export type LineFormOutput = z.output<typeof lineSchema>;

export const lineRules = formRules(() => import("./purchase-order-form-rules").then((rules) => rules.lineSchema));

export const lineFieldLabels: Record<"PartNumber" | "Quantity" | "UnitPrice" | "DueDate", string> = {
  PartNumber: "Part",
  Quantity: "Quantity",
  UnitPrice: "Unit price",
  DueDate: "Due date",
};

export const emptyLine: LineFormValues = {
  PartNumber: "",
  Revision: "",
  Description: "",
  Quantity: "",
  UnitPrice: "",
  IsPriceTyped: false,
  DueDate: "",
};

export function toLineFormValues(line: PurchaseOrderLine): LineFormValues {
  return {
    PartNumber: line.PartNumber,
    Revision: line.Revision,
    Description: line.Description,
    Quantity: String(line.Quantity),
    UnitPrice: line.UnitPrice,
    // A saved price stays as it is unless the user changes the quantity and asks for the break price.
    IsPriceTyped: true,
    DueDate: line.DueDate,
  };
}

/** The API body of a checked line; an empty price goes as null, so the server prices it from the breaks. */
export function toLineInput(values: LineFormOutput): LineInput {
  return {
    PartNumber: values.PartNumber,
    Revision: values.Revision,
    Quantity: values.Quantity,
    UnitPrice: values.UnitPrice === "" ? null : values.UnitPrice,
    DueDate: values.DueDate,
  };
}
