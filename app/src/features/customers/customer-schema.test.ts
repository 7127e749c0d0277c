import { describe, expect, it } from "vitest";
import { customerRecord } from "../../storybook/master-data-api";
import { customerSchema, newCustomerSchema } from "./customer-form-rules";
import { emptyCustomerValues, toCustomerFormValues, toCustomerInput } from "./customer-schema";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the customer form's rules", () => {
  it("upper-cases the code and checks it like the server", () => {
    expect(newCustomerSchema.parse({ ...emptyCustomerValues, CustomerId: " acme-2 ", Name: "Acme" }).CustomerId).toBe(
      "ACME-2",
    );
    for (const bad of ["A", "ACME_WORKS", "TOO-LONG-CODE1", "ÄCME", ""]) {
      expect(
        messages(newCustomerSchema.safeParse({ ...emptyCustomerValues, CustomerId: bad, Name: "Acme" })).CustomerId,
      ).toBe("2 to 12 letters, digits or dashes, e.g. ACME.");
    }
  });

  it("requires a name and payment terms, and checks lengths and the email", () => {
    const result = customerSchema.safeParse({
      ...emptyCustomerValues,
      Name: "   ",
      PaymentTerms: "",
      Email: "sales@",
      Phone: "5".repeat(41),
    });
    expect(messages(result)).toEqual({
      Name: "Name is required.",
      PaymentTerms: "Payment terms is required.",
      Email: "Enter an email address like name@example.com.",
      Phone: "At most 40 characters.",
    });
    expect(customerSchema.safeParse({ ...emptyCustomerValues, Name: "Acme", Email: "" }).success).toBe(true);
  });
});

describe("customer ⇄ form values", () => {
  const customer = customerRecord({
    CustomerId: "ACME",
    Name: "Acme",
    BillingAddress1: "1 Main St",
    BillingCity: "Springfield",
    ShippingSameAsBilling: false,
    ShippingAddress1: "9 Dock Rd",
    Version: 3,
    CreatedAt: "2024-03-05T17:30:00Z",
    UpdatedAt: "2024-03-05T17:30:00Z",
  });

  it("shows nulls as empty boxes and sends empty boxes as null", () => {
    const values = toCustomerFormValues(customer);
    expect(values.BillingAddress2).toBe("");
    const input = toCustomerInput(customerSchema.parse(values));
    expect(input.BillingAddress2).toBeNull();
    expect(input.ShippingAddress1).toBe("9 Dock Rd");
  });

  it("sends no shipping address when it is the billing address", () => {
    const input = toCustomerInput(
      customerSchema.parse({ ...toCustomerFormValues(customer), ShippingSameAsBilling: true }),
    );
    expect(input.ShippingAddress1).toBeNull();
    expect(input.ShippingSameAsBilling).toBe(true);
  });
});
