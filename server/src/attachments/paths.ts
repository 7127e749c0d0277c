import {
  customerParams,
  packingSlipParams,
  partParams,
  purchaseOrderParams,
  supplierParams,
  workOrderParams,
} from "@shopdesk/contract";
import { pascalCase } from "../http/answers.js";
import { BIGINT_DIGITS, INTEGER_DIGITS, pathNumber } from "../http/path-number.js";
import { packingSlipNotFound } from "../packing-slips/index.js";
import { poKeyOf } from "../purchase-orders/index.js";
import { workOrderNotFound } from "../work-orders/index.js";
import type { RecordRef } from "./records.js";
import { attachmentNotFound } from "./rows.js";

export const attachmentIdOf = (params: { attachmentId: string }) =>
  pathNumber(params.attachmentId, BIGINT_DIGITS, attachmentNotFound);

/** The records files hang on: each one's path, its key's schema, and how the key names the record. */
export const records = [
  {
    path: "/parts/:partNumber/:revision/attachments",
    name: "a part revision",
    params: partParams,
    ref: (params: { partNumber: string; revision: string }): RecordRef => ({ type: "part", ...params }),
  },
  {
    path: "/customers/:customerId/attachments",
    name: "a customer",
    params: customerParams,
    ref: (params: { customerId: string }): RecordRef => ({ type: "customer", ...params }),
  },
  {
    path: "/suppliers/:supplierName/attachments",
    name: "a supplier",
    params: supplierParams,
    ref: (params: { supplierName: string }): RecordRef => ({ type: "supplier", ...params }),
  },
  {
    path: "/purchase-orders/:poKey/attachments",
    name: "a PO",
    params: purchaseOrderParams,
    ref: (params: { poKey: string }): RecordRef => ({ type: "purchase_order", poKey: poKeyOf(params) }),
  },
  {
    path: "/work-orders/:woNumber/attachments",
    name: "a WO",
    params: workOrderParams,
    ref: (params: { woNumber: string }): RecordRef => ({
      type: "work_order",
      woNumber: pathNumber(params.woNumber, BIGINT_DIGITS, workOrderNotFound),
    }),
  },
  {
    path: "/purchase-orders/:poKey/packing-slips/:pslipNumber/attachments",
    name: "a packing slip",
    params: packingSlipParams,
    ref: (params: { poKey: string; pslipNumber: string }): RecordRef => {
      const poKey = poKeyOf(params);
      return {
        type: "packing_slip",
        poKey,
        pslipNumber: Number(pathNumber(params.pslipNumber, INTEGER_DIGITS, (bad) => packingSlipNotFound(poKey, bad))),
      };
    },
  },
] as const;

/** `Part`, `PurchaseOrder`… from `/parts/:partNumber/:revision/attachments`: the record in an operationId. */
export const recordName = (path: string) =>
  pascalCase(
    path
      .split("/")
      .filter((part) => part && !part.startsWith(":"))
      .at(-2)!
      .replace(/s$/, ""),
  );
