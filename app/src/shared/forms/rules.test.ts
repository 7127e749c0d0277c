import { decimal, lineInput, packingSlipHeader } from "@shopdesk/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { pipeInto, typedOptional, typedOptionalWholeNumber, typedWholeNumber } from "./rules";

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("form rules from the contract", () => {
  it("hands a typed whole number to the contract's rule, which words every refusal", () => {
    const quantity = typedWholeNumber(lineInput.shape.Quantity);
    expect(quantity.parse(" 25 ")).toBe(25);
    for (const text of ["", "abc", "1.5", "-3", "0", "1e3"]) {
      expect(message(quantity.safeParse(text)), text).toBe("Enter a whole quantity of 1 or more.");
    }
    expect(message(quantity.safeParse("2147483648"))).toBe("Too large.");
  });

  it("reads a blank optional box as null, and checks the rest by the contract", () => {
    const boxes = typedOptionalWholeNumber(packingSlipHeader.shape.Boxes);
    expect(boxes.parse("  ")).toBeNull();
    expect(boxes.parse("3")).toBe(3);
    expect(message(boxes.safeParse("0"))).toBe("Enter a whole number of boxes, 1 or more.");
    const weight = typedOptional(packingSlipHeader.shape.Weight);
    expect(weight.parse("")).toBeNull();
    expect(weight.parse(" 41.5 ")).toBe("41.5");
    expect(message(weight.safeParse("1.234"))).toBe("At most 2 decimals.");
  });

  it("pipes a text box into a rule that also takes numbers", () => {
    const amount = pipeInto(z.string(), decimal(12, 4, "an amount"));
    expect(amount.parse("12.5")).toBe("12.5");
    expect(message(amount.safeParse("abc"))).toBe("Enter an amount like 12.5000.");
  });
});
