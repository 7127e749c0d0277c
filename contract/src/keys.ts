import { z } from "zod/mini";
import { requiredText } from "./fields.js";

/**
 * The records' keys, which other records refer to: a PO names its customer and its lines'
 * parts, a WO its part and its operations' suppliers. In a module of their own, so a schema
 * that refers to a customer does not bring the customer's schemas with it (each module's
 * schemas are built when it loads, and stay in every bundle that imports it).
 */

export const customerId = z
  .string({ error: "Customer id is required." })
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^[A-Z0-9-]{2,12}$/, { error: "2 to 12 letters, digits or dashes, e.g. ACME." }),
  );

export const partNumber = requiredText(40, "Part number");
export const revision = z
  .string({ error: "Revision is required." })
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^[A-Z0-9-]{1,4}$/, { error: "1 to 4 letters, digits or dashes, e.g. C." }),
  );

export const supplierName = requiredText(120, "Supplier name");
