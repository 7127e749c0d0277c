import { describe, expect, it } from "vitest";
import { emptyStockWorkOrder, toStockWorkOrderInput, type StockWorkOrderFormValues } from "./stock-work-order-schema";
import { stockWorkOrderSchema } from "./work-order-form-rules";

const messages = (values: StockWorkOrderFormValues) => {
  const result = stockWorkOrderSchema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
};
const filled: StockWorkOrderFormValues = {
  PartNumber: "7731-204",
  Revision: "C",
  Description: "Valve body, 3-way",
  Quantity: " 25 ",
  DueDate: "2030-06-28",
  Notes: "  For the spares shelf \n",
};

describe("New stock WO", () => {
  it("asks for the part, the quantity and the due date, in the contract's words", () => {
    expect(messages(emptyStockWorkOrder)).toEqual({
      PartNumber: "Choose a part from the list.",
      Quantity: "Enter a whole quantity of 1 or more.",
      DueDate: "Due date is required.",
    });
  });

  it("refuses a quantity that is not a whole number of 1 or more, and a date that is not on the calendar", () => {
    for (const quantity of ["0", "1.5", "-3", "ten"]) {
      expect(messages({ ...filled, Quantity: quantity }), quantity).toEqual({
        Quantity: "Enter a whole quantity of 1 or more.",
      });
    }
    expect(Object.keys(messages({ ...filled, DueDate: "2030-02-30" }))).toEqual(["DueDate"]);
  });

  it("sends the part revision, the quantity as a number and trimmed notes, but not the description", () => {
    expect(toStockWorkOrderInput(stockWorkOrderSchema.parse(filled))).toEqual({
      PartNumber: "7731-204",
      Revision: "C",
      Quantity: 25,
      DueDate: "2030-06-28",
      Notes: "For the spares shelf",
    });
  });
});
