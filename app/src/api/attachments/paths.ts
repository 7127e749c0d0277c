import type { AttachmentRecord } from "./types";

const segment = encodeURIComponent;

/** `/{record}/attachments`: the record's list and where its uploads go (docs/api.md, "Attachments"). */
export function attachmentsPath(record: AttachmentRecord): string {
  switch (record.Type) {
    case "part":
      return `/parts/${segment(record.PartNumber)}/${segment(record.Revision)}/attachments`;
    case "customer":
      return `/customers/${segment(record.CustomerId)}/attachments`;
    case "supplier":
      return `/suppliers/${segment(record.SupplierName)}/attachments`;
    case "purchase_order":
      return `/purchase-orders/${record.POKey}/attachments`;
    case "work_order":
      return `/work-orders/${segment(record.WONumber)}/attachments`;
    case "packing_slip":
      return `/purchase-orders/${record.POKey}/packing-slips/${record.PSlipNumber}/attachments`;
  }
}

export const attachmentPath = (id: number) => `/attachments/${id}`;
