import { describe, expect, it } from "vitest";
import { requiredDate } from "../purchase-orders/line-schema";
import { money, optionalDate, optionalText } from "./rules";

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("form rules from the contract", () => {
  it("refuses days that do not exist with the server's message", () => {
    for (const text of ["2024-02-30", "0000-01-01", "2023-13-01"]) {
      expect(message(optionalDate.safeParse(text)), text).toBe("Enter a real date as YYYY-MM-DD.");
      expect(message(requiredDate("Enter the due date.").safeParse(text)), text).toBe("Enter a real date as YYYY-MM-DD.");
    }
    expect(optionalDate.safeParse("2024-02-29").success).toBe(true);
    expect(optionalDate.safeParse("").success).toBe(true);
  });

  it("refuses control characters and lone surrogates in text, keeping line breaks", () => {
    expect(message(optionalText(40).safeParse("a\u0000b"))).toBe("Use letters, digits, spaces and punctuation only.");
    expect(message(optionalText(40).safeParse("a\ud800b"))).toBe("Use letters, digits, spaces and punctuation only.");
    expect(optionalText(40).safeParse("line one\nline two").success).toBe(true);
  });

  it("checks money as the server does", () => {
    expect(message(money(2).safeParse("1.234"))).toBe("At most 2 decimals.");
    expect(message(money(4).safeParse("abc"))).toBe("Enter an amount like 12.5000.");
    expect(money(2).safeParse("12.50").success).toBe(true);
  });
});
