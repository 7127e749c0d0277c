import {
  createStockWorkOrderBody,
  decimalIssue,
  maxOperations,
  operationInput,
  operationStatuses,
  uniqueSequences,
  workOrderInput,
} from "@shopdesk/contract";
import { z } from "zod/mini";
import { typedOptional, typedWholeNumber } from "../../shared/forms/rules";

// The WO forms' rules. Loaded when a form first checks (shared/forms/form-rules.ts); import the
// values from work-order-schema.ts and stock-work-order-schema.ts.

/** Where an operation is done: at one of our work centres, or outside at a supplier. */
export const operationPlaces = ["inside", "outside"] as const;

const { Quantity, DueDate, QuantityComplete, QuantityScrapped, Notes } = workOrderInput.shape;
const { Sequence, Description, WorkCentre, SupplierName, ExpectedBack } = operationInput.shape;

/** Planned hours: empty (sent as 0), or ≥ 0 with at most 2 decimals (numeric(8,2)). */
const plannedHours = z.string().check(
  z.trim(),
  z.superRefine((text, context) => {
    const message = text === "" ? null : decimalIssue(text, 8, 2);
    if (message) context.addIssue({ code: "custom", message });
  }),
);

/**
 * An operation as its row holds it: the contract's sequence, description and expected-back date;
 * where it is done (in house or outside) is the screen's choice, and blank hours mean none.
 */
const operationRow = z.object({
  Sequence: typedWholeNumber(Sequence),
  Description,
  Where: z.enum(operationPlaces),
  WorkCentre,
  SupplierName: typedOptional(SupplierName),
  /** Outside processing only: sent as null in house. */
  ExpectedBack,
  /** Shown beside the supplier; not sent. */
  IsSupplierApprovalExpired: z.boolean(),
  PlannedHours: plannedHours,
  Status: z.enum(operationStatuses),
  /** Set by the server when the operation becomes Done; not sent. */
  DoneAt: z.nullable(z.string()),
});

// Also when a row has problems of its own, so every problem shows at once.
const evenWithRowProblems = { when: (payload: { value: unknown }) => Array.isArray(payload.value) };

/**
 * The routing as the API requires it (the contract's at most 100 operations, each sequence
 * once), with a work centre for an operation done in house and a supplier for outside processing.
 */
const operationRows = z.array(operationRow).check(
  maxOperations,
  uniqueSequences(evenWithRowProblems),
  z.superRefine((rows, context) => {
    rows.forEach((row, index) => {
      const issue = (field: string, message: string) =>
        context.addIssue({ code: "custom", path: [index, field], message });
      if (row.Where === "inside" && !row.WorkCentre) issue("WorkCentre", "Enter the work centre, or choose Outside.");
      if (row.Where === "outside" && !row.SupplierName) issue("SupplierName", "Choose the supplier.");
    });
  }, evenWithRowProblems),
);

/** The WO form: the contract's fields, with the numbers typed as text and the routing as rows. */
export const workOrderSchema = z.object({
  Quantity: typedWholeNumber(Quantity),
  DueDate,
  QuantityComplete: typedWholeNumber(QuantityComplete),
  QuantityScrapped: typedWholeNumber(QuantityScrapped),
  Notes,
  Operations: operationRows,
});

const stockBody = createStockWorkOrderBody.shape;

/**
 * "New stock WO" as its dialog holds it: the part revision picked from the list (its
 * description shown, not sent), and the contract's rules for quantity, due date and notes.
 */
export const stockWorkOrderSchema = z.object({
  PartNumber: z.string().check(z.trim(), z.minLength(1, "Choose a part from the list.")),
  Revision: z.string(),
  Description: z.string(),
  Quantity: typedWholeNumber(stockBody.Quantity),
  DueDate: stockBody.DueDate,
  Notes: stockBody.Notes,
});
