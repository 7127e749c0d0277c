import type { PackingSlipMode } from "@shopdesk/contract";

/** `/print-packing-slip/{poKey}/{pslipNumber}/{mode}`. */
export function packingSlipPrintPath(
  poKey: number | string,
  pslipNumber: number | string,
  mode: PackingSlipMode,
): string {
  return `/print-packing-slip/${encodeURIComponent(String(poKey))}/${encodeURIComponent(String(pslipNumber))}/${mode}`;
}

/** The three prints of a packing slip, as the PO screen offers them. */
export const packingSlipPrints: readonly { mode: PackingSlipMode; label: string }[] = [
  { mode: "slip", label: "Slip" },
  { mode: "priced", label: "Priced" },
  { mode: "cert", label: "Cert" },
];
