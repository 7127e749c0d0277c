import { lineInput, money, purchaseOrderHeader } from "@shopdesk/contract";
import { z } from "zod/mini";
import { pipeInto, typedWholeNumber } from "../../shared/forms/rules";

// The PO forms' rules. Loaded when a form first checks (shared/forms/form-rules.ts); import the
// values from line-schema.ts, purchase-order-header-schema.ts and new-purchase-order-schema.ts.

/** The PO header form: the contract's header schema (docs/api.md, "Orders"). */
export const poHeaderSchema = purchaseOrderHeader;

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

/** "New PO": the customer, the header and any number of lines. */
export const newPurchaseOrderSchema = z.extend(poHeaderSchema, {
  CustomerId: z.string().check(z.trim(), z.minLength(1, "Choose a customer from the list.")),
  Lines: z.array(lineSchema),
});
