import type { partSchema, partSummarySchema, priceBreakSchema } from "@shopdesk/contract";
import type { z } from "zod";
import type { ApiError } from "../client";
import type { ListPage } from "../list";

/** A quantity break: from `MinQuantity` pieces up, each costs `UnitPrice` (4 decimals). */
export type PriceBreak = z.input<typeof priceBreakSchema>;
export type Part = z.input<typeof partSchema>;
export type PartPricing = Part["Pricing"];
export type PartKey = Pick<Part, "PartNumber" | "Revision">;
export type PartSummary = z.input<typeof partSummarySchema>;

export type PartInput = Pick<
  Part,
  "Description" | "CustomerId" | "Material" | "DrawingNumber" | "UnitOfMeasure" | "Notes" | "Active" | "Pricing"
>;
export type NewPartInput = PartInput & PartKey;
export type PartUpdate = PartInput & { Version: number };
/** A new revision: what is left out is copied from the revision it comes from. */
export type NewRevisionInput = Partial<PartInput> & { Revision: string };

export type PartActiveFilter = "true" | "false" | "all";

export type PartFilters = {
  q?: string;
  partNumber: string;
  revision: string;
  description: string;
  customerId: string;
  active: PartActiveFilter;
  sort: string;
  page: number;
  pageSize?: number;
};

export type PartList = ListPage<PartSummary>;
export type PartError = ApiError;
