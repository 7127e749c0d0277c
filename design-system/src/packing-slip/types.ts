import { packingSlipModes, type PackingSlipMode } from "@shopdesk/contract";
import type { PostalAddress } from "../print";

/** Whether a route's `mode` is one the packing slip can print; show a message for any other. */
export function isPackingSlipMode(value: unknown): value is PackingSlipMode {
  return typeof value === "string" && (packingSlipModes as readonly string[]).includes(value);
}

/** One shipped PO line. Money is a decimal string. */
export type PackingSlipLine = {
  LineNumber: number;
  PartNumber: string;
  Revision: string;
  Description: string;
  WONumber: string | null;
  Material?: string | null;
  Ordered: number;
  /** Shipped on this packing slip. */
  ShippedNow: number;
  /** Shipped on earlier packing slips of the PO. */
  ShippedBefore: number;
  /** 4 decimals. */
  UnitPrice: string;
  /** ShippedNow × UnitPrice, 2 decimals. */
  Amount: string;
};

/** What a packing slip prints, in every mode. */
export type PackingSlipData = {
  PSlipNumber: number;
  PONumber: string;
  /** `YYYY-MM-DD`. */
  PODate: string;
  CustomerId: string;
  CustomerName: string;
  ShipTo: PostalAddress;
  /** `YYYY-MM-DD`. */
  ShipDate: string;
  Carrier: string | null;
  TrackingNumber: string | null;
  Boxes: number | null;
  /** Decimal string, pounds. */
  Weight: string | null;
  Lines: PackingSlipLine[];
};

/** Still owed on a line after this shipment (never negative). */
export function backOrdered(line: PackingSlipLine): number {
  return Math.max(0, line.Ordered - line.ShippedBefore - line.ShippedNow);
}
