import type { AttachmentRecord } from "@shopdesk/contract";
import { BIGINT_DIGITS, INTEGER_DIGITS, pathNumber } from "../http/path-number.js";
import { packingSlipNotFound } from "../packing-slips/index.js";
import { poKeyOf } from "../purchase-orders/index.js";
import { workOrderNotFound } from "../work-orders/index.js";
import type { RecordRef } from "./records.js";
import { attachmentNotFound } from "./rows.js";

export const attachmentIdOf = (params: { attachmentId: string }) =>
  pathNumber(params.attachmentId, BIGINT_DIGITS, attachmentNotFound);

/**
 * The records files hang on, by `Type` (their routes are the contract's `attachmentRoutes.records`):
 * the words naming each in the API reference, and how its path's keys name the record.
 */
export const records = {
  part: {
    name: "a part revision",
    ref: (params: { partNumber: string; revision: string }): RecordRef => ({ type: "part", ...params }),
  },
  customer: {
    name: "a customer",
    ref: (params: { customerId: string }): RecordRef => ({ type: "customer", ...params }),
  },
  supplier: {
    name: "a supplier",
    ref: (params: { supplierName: string }): RecordRef => ({ type: "supplier", ...params }),
  },
  purchase_order: {
    name: "a PO",
    ref: (params: { poKey: string }): RecordRef => ({ type: "purchase_order", poKey: poKeyOf(params) }),
  },
  work_order: {
    name: "a WO",
    ref: (params: { woNumber: string }): RecordRef => ({
      type: "work_order",
      woNumber: pathNumber(params.woNumber, BIGINT_DIGITS, workOrderNotFound),
    }),
  },
  packing_slip: {
    name: "a packing slip",
    ref: (params: { poKey: string; pslipNumber: string }): RecordRef => {
      const poKey = poKeyOf(params);
      return {
        type: "packing_slip",
        poKey,
        pslipNumber: Number(pathNumber(params.pslipNumber, INTEGER_DIGITS, (bad) => packingSlipNotFound(poKey, bad))),
      };
    },
  },
} satisfies Record<RecordType, { name: string; ref: (params: never) => RecordRef }>;

export type RecordType = AttachmentRecord["Type"];
export const recordTypes = Object.keys(records) as RecordType[];
