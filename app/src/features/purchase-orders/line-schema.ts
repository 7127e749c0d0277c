import { lineInput, money } from "@shopdesk/contract";
import { z } from "zod/mini";
import type { LineInput, PurchaseOrderLine } from "../../api/purchase-orders/types";
import { pipeInto, typedWholeNumber } from "../../shared/forms/rules";

const { Quantity, DueDate } = lineInput.shape;

/**
 * A PO line as the line editor holds it (text boxes hold strings): the contract's rules, the
 * part picked from the customer's list, the price blank to take the part's break.
 */
export const lineSchema = z.object({
  PartNumber: z.string().check(z.trim(), z.minLength(1, "Choose one of the customer’s parts from the list.")),
  Revision: z.string(),
  Description: z.string(),
  Quantity: typedWholeNumber(Quantity),
  /** Empty: the server prices the line from the part's breaks. */
  UnitPrice: z.union([z.literal(""), pipeInto(z.string(), money(4))]),
  /** True once the user typed a price: a new quantity then leaves it alone. */
  IsPriceTyped: z.boolean(),
  DueDate,
});

export type LineFormValues = z.input<typeof lineSchema>;
export type LineFormOutput = z.output<typeof lineSchema>;

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
