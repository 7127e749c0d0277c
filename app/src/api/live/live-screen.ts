import type { ChangeEvent } from "@shopdesk/contract";

/** The record screen a change shows on: a line or slip on its PO, an operation on its WO. */
export function screenOf(event: Pick<ChangeEvent, "Kind" | "Key">): { Kind: string; Key: string } {
  const [first = ""] = event.Key.split("/");
  switch (event.Kind) {
    case "po_line":
    case "packing_slip":
      return { Kind: "purchase_order", Key: first };
    case "wo_operation":
      return { Kind: "work_order", Key: first };
    default:
      return { Kind: event.Kind, Key: event.Key };
  }
}
