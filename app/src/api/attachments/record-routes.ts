import { attachmentRoutes, type Route, type RouteParams } from "@shopdesk/contract";
import type { AttachmentRecord } from "./types";

const { records } = attachmentRoutes;

/** A record's own attachment routes and the path parameters naming it, each checked against the routes. */
const named = <L extends Route, U extends Route>(list: L, upload: U, params: RouteParams<L> & RouteParams<U>) => ({
  list,
  upload,
  params,
});

/** The routes of a record's files (its list, its uploads) and the keys that name the record in their path. */
export function recordRoutes(record: AttachmentRecord) {
  switch (record.Type) {
    case "part":
      return named(records.part.list, records.part.upload, {
        partNumber: record.PartNumber,
        revision: record.Revision,
      });
    case "customer":
      return named(records.customer.list, records.customer.upload, { customerId: record.CustomerId });
    case "supplier":
      return named(records.supplier.list, records.supplier.upload, { supplierName: record.SupplierName });
    case "purchase_order":
      return named(records.purchase_order.list, records.purchase_order.upload, { poKey: String(record.POKey) });
    case "work_order":
      return named(records.work_order.list, records.work_order.upload, { woNumber: record.WONumber });
    case "packing_slip":
      return named(records.packing_slip.list, records.packing_slip.upload, {
        poKey: String(record.POKey),
        pslipNumber: String(record.PSlipNumber),
      });
  }
}
