import { describe, expect, it } from "vitest";
import { expiredSupplierWorkOrder, sampleWorkOrder } from "./fixtures";
import {
  describeOperations,
  newOperationRow,
  nextSequence,
  readWorkOrder,
  toWorkOrderFormValues,
  toWorkOrderInput,
  type WorkOrderFormValues,
} from "./work-order-schema";
import { workOrderSchema } from "./work-order-form-rules";

const messages = (values: WorkOrderFormValues) => {
  const result = workOrderSchema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
};
const base = toWorkOrderFormValues(sampleWorkOrder);

describe("the operations' rules", () => {
  it("accepts the routing as loaded", () => {
    expect(messages(base)).toEqual({});
  });

  it("refuses a repeated sequence on the later row", () => {
    const Operations = base.Operations.map((row, index) => (index === 2 ? { ...row, Sequence: "20" } : row));
    expect(messages({ ...base, Operations })).toEqual({ "Operations.2.Sequence": "Sequence 20 is already used." });
  });

  it("names a repeated sequence while another row has a problem, and refuses a 101st operation, as the API does", () => {
    const Operations = base.Operations.map((row, index) =>
      index === 2 ? { ...row, Sequence: "20" } : index === 0 ? { ...row, Description: "" } : row,
    );
    expect(messages({ ...base, Operations })).toEqual({
      "Operations.0.Description": "Description is required.",
      "Operations.2.Sequence": "Sequence 20 is already used.",
    });
    const many = Array.from({ length: 101 }, (_row, index) => ({
      ...base.Operations[0]!,
      Sequence: String(index + 1),
    }));
    expect(messages({ ...base, Operations: many })).toEqual({ Operations: "At most 100 operations." });
  });

  it("needs a whole sequence of 1 or more", () => {
    for (const bad of ["", "0", "1.5", "-10", "ten"]) {
      const Operations = [{ ...base.Operations[0]!, Sequence: bad }];
      expect(messages({ ...base, Operations }), bad).toEqual({
        "Operations.0.Sequence": "Enter a whole sequence number of 1 or more, e.g. 10.",
      });
    }
  });

  it("needs a work centre in house and a supplier outside, exactly one being sent", () => {
    const inside = { ...base.Operations[0]!, WorkCentre: " " };
    const outside = { ...base.Operations[2]!, SupplierName: "" };
    expect(messages({ ...base, Operations: [inside, outside] })).toEqual({
      "Operations.0.WorkCentre": "Enter the work centre, or choose Outside.",
      "Operations.1.SupplierName": "Choose the supplier.",
    });
    // A work centre left over from before the row went outside is not sent.
    const moved = { ...base.Operations[0]!, Where: "outside" as const, SupplierName: "A/B Plating & Anodize" };
    const input = toWorkOrderInput(workOrderSchema.parse({ ...base, Operations: [moved] }));
    expect(input.Operations?.[0]).toMatchObject({ WorkCentre: null, SupplierName: "A/B Plating & Anodize" });
  });

  it("needs a description, and hours of 0 or more with at most 2 decimals", () => {
    const row = base.Operations[1]!;
    expect(messages({ ...base, Operations: [{ ...row, Description: "  " }] })).toEqual({
      "Operations.0.Description": "Description is required.",
    });
    expect(messages({ ...base, Operations: [{ ...row, PlannedHours: "1.255" }] })).toEqual({
      "Operations.0.PlannedHours": "At most 2 decimals.",
    });
    expect(messages({ ...base, Operations: [{ ...row, PlannedHours: "-1" }] })).toEqual({
      "Operations.0.PlannedHours": "Must be 0 or more.",
    });
    expect(messages({ ...base, Operations: [{ ...row, PlannedHours: "" }] })).toEqual({});
    expect(messages({ ...base, Operations: [{ ...row, PlannedHours: "1,5" }] })).toEqual({
      "Operations.0.PlannedHours": "Enter a number like 12.50.",
    });
  });
});

describe("the WO's own rules", () => {
  it("checks quantities and the due date", () => {
    expect(messages({ ...base, DueDate: "2026-02-30" })).toEqual({ DueDate: "Enter a real date as YYYY-MM-DD." });
    expect(messages({ ...base, Quantity: "0", QuantityComplete: "-1", QuantityScrapped: "2.5", DueDate: "" })).toEqual({
      Quantity: "Enter a whole quantity of 1 or more.",
      QuantityComplete: "Enter a whole number, 0 or more.",
      QuantityScrapped: "Enter a whole number, 0 or more.",
      DueDate: "Due date is required.",
    });
  });
});

describe("WO ⇄ form values", () => {
  it("round-trips the record into the API's input", () => {
    const input = toWorkOrderInput(workOrderSchema.parse(base));
    expect(input).toMatchObject({ Quantity: 120, DueDate: "2026-12-04", QuantityComplete: 40, QuantityScrapped: 2 });
    expect(input.Operations).toEqual(
      sampleWorkOrder.Operations.map(
        ({ Sequence, Description, WorkCentre, SupplierName, PlannedHours, Status, ExpectedBack }) => ({
          Sequence,
          Description,
          WorkCentre,
          SupplierName,
          PlannedHours,
          Status,
          ExpectedBack,
        }),
      ),
    );
    expect(input.Operations?.[2]).toMatchObject({ SupplierName: "A/B Plating & Anodize", ExpectedBack: "2026-11-30" });
  });

  it("sends an expected-back date for outside processing only, blank as null", () => {
    const outside = base.Operations[2]!;
    const send = (row: typeof outside) =>
      toWorkOrderInput(workOrderSchema.parse({ ...base, Operations: [row] })).Operations?.[0];
    expect(send({ ...outside, ExpectedBack: "" })).toMatchObject({ ExpectedBack: null });
    // A date left from before the row came in house is not sent.
    expect(send({ ...outside, Where: "inside", WorkCentre: "QC" })).toMatchObject({
      WorkCentre: "QC",
      SupplierName: null,
      ExpectedBack: null,
    });
    expect(messages({ ...base, Operations: [{ ...outside, ExpectedBack: "2026-02-30" }] })).toEqual({
      "Operations.0.ExpectedBack": "Enter a real date as YYYY-MM-DD.",
    });
  });

  it("keeps the expired-approval flag for the screen, and sends empty hours as 0", () => {
    const values = toWorkOrderFormValues(expiredSupplierWorkOrder);
    expect(values.Operations[2]).toMatchObject({
      Where: "outside",
      SupplierName: "Pacific Heat Treat",
      IsSupplierApprovalExpired: true,
    });
    const row = { ...values.Operations[0]!, PlannedHours: "", WorkCentre: "vmc-2" };
    expect(toWorkOrderInput(workOrderSchema.parse({ ...values, Operations: [row] })).Operations?.[0]).toMatchObject({
      PlannedHours: "0",
      WorkCentre: "VMC-2",
    });
  });

  it("reads a 409's current record only when it is a WO", () => {
    expect(readWorkOrder(sampleWorkOrder)).toBe(sampleWorkOrder);
    expect(readWorkOrder({ CustomerId: "ACME", Version: 2 })).toBeUndefined();
    expect(readWorkOrder(undefined)).toBeUndefined();
  });

  it("describes a routing in one line for the conflict panel", () => {
    expect(describeOperations(base.Operations.slice(1, 3))).toBe(
      "20 CNC mill, op 1 · VMC-1 · 4.25 h · In Progress; 30 Clear anodize per drawing (outside) · A/B Plating & Anodize · 0.00 h · Pending · back 2026-11-30",
    );
    expect(describeOperations([])).toBe("(none)");
  });
});

describe("suggested sequences", () => {
  it("suggests the next ten above the highest", () => {
    expect(nextSequence([])).toBe(10);
    expect(nextSequence([{ Sequence: "10" }, { Sequence: "20" }])).toBe(30);
    expect(nextSequence([{ Sequence: "35" }, { Sequence: "10" }])).toBe(40);
    expect(nextSequence([{ Sequence: "40" }, { Sequence: "" }, { Sequence: "x" }])).toBe(50);
  });

  it("starts a new row pending, in house", () => {
    expect(newOperationRow([{ Sequence: "10" }])).toMatchObject({
      Sequence: "20",
      Status: "Pending",
      Where: "inside",
      DoneAt: null,
      ExpectedBack: "",
    });
  });
});
