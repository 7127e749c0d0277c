import { supplierInput, supplierServices } from "@shopdesk/contract";
import { z } from "zod/mini";

// The supplier forms' rules. Loaded when a form first checks (shared/forms/form-rules.ts);
// import the values from supplier-schema.ts.

/** Services are typed as one comma-separated line ("Anodize, Plating"), then checked by the contract's rule. */
const servicesText = z.pipe(
  z.pipe(
    z.string(),
    z.transform((text: string) =>
      text
        .split(",")
        .map((service) => service.trim())
        .filter(Boolean),
    ),
  ),
  supplierServices,
);

/** The supplier form: the contract's body schema, with services as one line of text. */
export const supplierSchema = z.extend(supplierInput, { Services: servicesText });

/** "New supplier" asks for the name, services, approval and contact; the address comes next. */
export const newSupplierDialogSchema = z.pick(supplierSchema, {
  SupplierName: true,
  Services: true,
  ApprovalStatus: true,
  CertificateExpires: true,
  ContactName: true,
  Phone: true,
  Email: true,
});
