import { describe, expect, it } from "vitest";
import { supplierLink } from "./supplier-link";
import { supplierSchema } from "./supplier-form-rules";
import { emptySupplierValues } from "./supplier-schema";

describe("the supplier form's rules", () => {
  it("keeps names with punctuation and accents, and splits services", () => {
    const output = supplierSchema.parse({
      ...emptySupplierValues,
      SupplierName: "  A/B Plating & Anodize ",
      Services: "Anodize, Plating,, Anodize ,Passivate",
    });
    expect(output.SupplierName).toBe("A/B Plating & Anodize");
    expect(output.Services).toEqual(["Anodize", "Plating", "Passivate"]);
  });

  it("requires a name and refuses control characters", () => {
    const messages = (name: string) =>
      supplierSchema.safeParse({ ...emptySupplierValues, SupplierName: name }).error?.issues[0]?.message;
    expect(messages(" ")).toBe("Supplier name is required.");
    expect(messages("Tab\there")).toBe("Use letters, digits, spaces and punctuation only.");
  });
});

describe("supplierLink", () => {
  it("encodes every character a name may hold, and decodes back to it", () => {
    for (const name of ["A/B Plating & Anodize", "O'Brien Heat Treat, Inc.", "Müller Härterei", "50% Off? #1"]) {
      const link = supplierLink(name);
      expect(link).toMatch(/^\/supplier\/[^/?#]+$/);
      expect(decodeURIComponent(link.slice("/supplier/".length))).toBe(name);
    }
  });
});
