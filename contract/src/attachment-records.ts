import { customerParams } from "./customers.js";
import { packingSlipParams } from "./packing-slips.js";
import { partParams } from "./parts.js";
import { purchaseOrderParams } from "./purchase-orders.js";
import { supplierParams } from "./suppliers.js";
import { workOrderParams } from "./work-orders.js";

// Apart from attachments.ts, which suppliers and work orders read: this reads them.
/** The path parameters of each kind of record files hang on (its key, as its own routes take it). */
export const attachmentRecordParams = {
  part: partParams,
  customer: customerParams,
  supplier: supplierParams,
  purchase_order: purchaseOrderParams,
  work_order: workOrderParams,
  packing_slip: packingSlipParams,
};
