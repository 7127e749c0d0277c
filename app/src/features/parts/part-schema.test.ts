import { describe, expect, it } from "vitest";
import { newPartSchema, partSchema } from "./part-form-rules";
import { toPartInput, type PartFormValues } from "./part-schema";

const valid: PartFormValues = {
  Description: "Manifold block",
  CustomerId: "acme",
  Material: "",
  DrawingNumber: "",
  UnitOfMeasure: "ea",
  Notes: "",
  Active: true,
  LotCharge: "185.00",
  EffectiveDate: "2024-03-05",
  QuoteReference: "Q-24-0318",
  Breaks: [
    { MinQuantity: "1", UnitPrice: "64.2000" },
    { MinQuantity: "25", UnitPrice: "47.125" },
  ],
};

const issues = (values: unknown) =>
  Object.fromEntries(
    (partSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );

describe("the part form's rules", () => {
  it("accepts a priced part and sends numbers for quantities", () => {
    const output = partSchema.parse(valid);
    expect(output.CustomerId).toBe("ACME");
    expect(output.UnitOfMeasure).toBe("EA");
    expect(toPartInput(output).Pricing).toEqual({
      LotCharge: "185.00",
      EffectiveDate: "2024-03-05",
      QuoteReference: "Q-24-0318",
      Breaks: [
        { MinQuantity: 1, UnitPrice: "64.2000" },
        { MinQuantity: 25, UnitPrice: "47.125" },
      ],
    });
  });

  it("asks for a customer when none was picked", () => {
    expect(issues({ ...valid, CustomerId: "" })).toEqual({ CustomerId: "Choose the customer who owns the part." });
    expect(issues({ ...valid, CustomerId: "A" })).toEqual({
      CustomerId: "2 to 12 letters, digits or dashes, e.g. ACME.",
    });
  });

  it("puts break problems on the row and column that has them", () => {
    expect(
      issues({
        ...valid,
        Breaks: [
          { MinQuantity: "25", UnitPrice: "1.00001" },
          { MinQuantity: "10", UnitPrice: "-2" },
          { MinQuantity: "10", UnitPrice: "3" },
          { MinQuantity: "0", UnitPrice: "3" },
        ],
      }),
    ).toEqual({
      "Breaks.0.UnitPrice": "At most 4 decimals.",
      "Breaks.1.MinQuantity": "List breaks from the smallest quantity up: 10 comes after 25.",
      "Breaks.1.UnitPrice": "Must be 0 or more.",
      "Breaks.2.MinQuantity": "Quantity 10 is already a break.",
      "Breaks.3.MinQuantity": "Enter a whole quantity of 1 or more.",
    });
  });

  it("checks the lot charge, unit of measure and date", () => {
    expect(issues({ ...valid, LotCharge: "12.345", UnitOfMeasure: "EA1", EffectiveDate: "03/05/2024" })).toEqual({
      LotCharge: "At most 2 decimals.",
      UnitOfMeasure: "1 to 6 letters, e.g. EA.",
      EffectiveDate: "Enter a real date as YYYY-MM-DD.",
    });
  });

  it("upper-cases a new part's revision and checks it", () => {
    expect(newPartSchema.parse({ ...valid, PartNumber: "7731-204", Revision: "c" }).Revision).toBe("C");
    expect(newPartSchema.safeParse({ ...valid, PartNumber: "7731-204", Revision: "REV-C" }).success).toBe(false);
  });
});
