import { formatQuantity } from "@shopdesk/design-system";
import { packingSlipHeader } from "@shopdesk/contract";
import { z } from "zod/mini";
import { typedOptional, typedOptionalWholeNumber } from "../../shared/forms/rules";

// The packing slip forms' rules. Loaded when a form first checks (shared/forms/form-rules.ts);
// import the values from packing-slip-schema.ts and ship-schema.ts.

const { ShipDate, Carrier, TrackingNumber, Boxes, Weight } = packingSlipHeader.shape;

/** A packing slip's header as typed: the contract's rules. "Ship" and the slip's edit dialog share them. */
const packingSlipHeaderShape = {
  ShipDate,
  Carrier,
  TrackingNumber,
  Boxes: typedOptionalWholeNumber(Boxes),
  Weight: typedOptional(Weight),
};

/** The slip's edit dialog: its header only (the lines shipped never change). */
export const packingSlipHeaderSchema = z.object(packingSlipHeaderShape);

const shipLineSchema = z.object({
  LineNumber: z.number(),
  /** What is still open on the line: the most this slip can ship. Shown, not edited. */
  OpenQuantity: z.number(),
  IsIncluded: z.boolean(),
  Quantity: z.string().check(z.trim()),
  /** "" for no WO. */
  WONumber: z.string(),
});

/** "Ship": a packing slip's header and, for each line still open, whether and how many to ship. */
export const shipSchema = z
  .object({
    ...packingSlipHeaderShape,
    Lines: z.array(shipLineSchema),
  })
  .check(
    z.superRefine((values, context) => {
      let included = 0;
      values.Lines.forEach((line, index) => {
        if (!line.IsIncluded) return;
        included += 1;
        const path = ["Lines", index, "Quantity"];
        if (!/^\d+$/.test(line.Quantity) || Number(line.Quantity) < 1)
          context.addIssue({ code: "custom", path, message: "Enter a whole number of 1 or more." });
        else if (Number(line.Quantity) > line.OpenQuantity)
          context.addIssue({
            code: "custom",
            path,
            message: `At most ${formatQuantity(line.OpenQuantity)}: that is what is still open.`,
          });
      });
      if (included === 0)
        context.addIssue({ code: "custom", path: ["Lines"], message: "Pick at least one line to ship." });
    }),
  );
