import { z } from "zod/mini";
import type { PurchaseOrder } from "../../api/purchase-orders/types";
import type { PackingSlipInput } from "../../api/packing-slips/types";
import { todayIso } from "../../shared/forms/dates";
import { packingSlipHeaderShape, toPackingSlipHeaderInput } from "./packing-slip-schema";

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
        context.addIssue({ code: "custom", path, message: `At most ${line.OpenQuantity.toLocaleString("en-US")}: that is what is still open.` });
    });
    if (included === 0) context.addIssue({ code: "custom", path: ["Lines"], message: "Pick at least one line to ship." });
  }),
  );

export type ShipFormValues = z.input<typeof shipSchema>;
export type ShipFormOutput = z.output<typeof shipSchema>;

/** Every line with something open, ticked, its whole open quantity to ship, no WO unless it has exactly one. */
export function defaultShipValues(po: Pick<PurchaseOrder, "Lines">, today = todayIso()): ShipFormValues {
  return {
    ShipDate: today,
    Carrier: "",
    TrackingNumber: "",
    Boxes: "",
    Weight: "",
    Lines: po.Lines.filter((line) => line.OpenQuantity > 0).map((line) => {
      const workOrders = line.WorkOrders.filter((workOrder) => workOrder.Status !== "Cancelled");
      return {
        LineNumber: line.LineNumber,
        OpenQuantity: line.OpenQuantity,
        IsIncluded: true,
        Quantity: String(line.OpenQuantity),
        WONumber: workOrders.length === 1 ? workOrders[0]!.WONumber : "",
      };
    }),
  };
}

/**
 * The API body of the checked form, with the form's index of each line sent (the server's
 * messages name the sent lines: `Lines.0.Quantity` is the first line ticked).
 */
export function toPackingSlipInput(values: ShipFormOutput): { input: PackingSlipInput; formIndexes: number[] } {
  const formIndexes: number[] = [];
  const lines = values.Lines.flatMap((line, index) => {
    if (!line.IsIncluded) return [];
    formIndexes.push(index);
    return [{ LineNumber: line.LineNumber, Quantity: Number(line.Quantity), WONumber: line.WONumber || null }];
  });
  return {
    input: { ...toPackingSlipHeaderInput(values), Lines: lines },
    formIndexes,
  };
}

/** The server's `fields` with `Lines.{sent index}.…` renamed to the form's `Lines.{form index}.…`. */
export function toFormLineFields(fields: Record<string, string> | undefined, formIndexes: readonly number[]): Record<string, string> {
  const renamed: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const match = /^Lines\.(\d+)\.(.+)$/.exec(name);
    const formIndex = match ? formIndexes[Number(match[1])] : undefined;
    renamed[match && formIndex !== undefined ? `Lines.${formIndex}.${match[2]}` : name] = message;
  }
  return renamed;
}
