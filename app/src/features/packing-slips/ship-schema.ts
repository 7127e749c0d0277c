import type { z } from "zod/mini";
import type { PurchaseOrder } from "../../api/purchase-orders/types";
import type { PackingSlipInput } from "../../api/packing-slips/types";
import { todayIso } from "../../shared/forms/dates";
import { formRules } from "../../shared/forms/form-rules";
import type { FormValues } from "../../shared/forms/form-values";
import { toPackingSlipHeaderInput } from "./packing-slip-schema";
import type { shipSchema } from "./packing-slip-form-rules";

export type ShipFormValues = FormValues<z.input<typeof shipSchema>>;
export type ShipFormOutput = z.output<typeof shipSchema>;

export const shipRules = formRules(() => import("./packing-slip-form-rules").then((rules) => rules.shipSchema));

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
export function toFormLineFields(
  fields: Record<string, string> | undefined,
  formIndexes: readonly number[],
): Record<string, string> {
  const renamed: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const match = /^Lines\.(\d+)\.(.+)$/.exec(name);
    const formIndex = match ? formIndexes[Number(match[1])] : undefined;
    renamed[match && formIndex !== undefined ? `Lines.${formIndex}.${match[2]}` : name] = message;
  }
  return renamed;
}
