import { createCustomerBody, customerInput } from "@shopdesk/contract";
import { z } from "zod/mini";

// The customer forms' rules: the contract's own body schemas (docs/api.md, customers). Loaded
// when a form first checks (shared/forms/form-rules.ts); import the values from customer-schema.ts.

export const customerSchema = customerInput;
export const newCustomerSchema = createCustomerBody;

/** "New customer" asks for the code, name and contact; the rest start empty. */
export const newCustomerDialogSchema = z.pick(createCustomerBody, {
  CustomerId: true,
  Name: true,
  ContactName: true,
  Phone: true,
  Email: true,
  PaymentTerms: true,
});
