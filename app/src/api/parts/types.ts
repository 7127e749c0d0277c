import type {
  ActiveFilter,
  createPartBody,
  newRevisionBody,
  partInput,
  partSchema,
  partSummarySchema,
  priceBreakSchema,
  updatePartBody,
} from "@shopdesk/contract";
import type { z } from "zod/mini";
import type { ApiError } from "../client";
import type { ListPage } from "../list";

/** A quantity break: from `MinQuantity` pieces up, each costs `UnitPrice` (4 decimals). */
export type PriceBreak = z.input<typeof priceBreakSchema>;
export type Part = z.input<typeof partSchema>;
export type PartPricing = Part["Pricing"];
export type PartKey = Pick<Part, "PartNumber" | "Revision">;
export type PartSummary = z.input<typeof partSummarySchema>;

// Request bodies are the contract's `z.input`: what a caller may send.
export type PartInput = z.input<typeof partInput>;
export type NewPartInput = z.input<typeof createPartBody>;
export type PartUpdate = z.input<typeof updatePartBody>;
/** A new revision: what is left out is copied from the revision it comes from. */
export type NewRevisionInput = z.input<typeof newRevisionBody>;

export type PartFilters = {
  q?: string;
  partNumber: string;
  revision: string;
  description: string;
  customerId: string;
  active: ActiveFilter;
  sort: string;
  page: number;
  pageSize?: number;
};

export type PartList = ListPage<PartSummary>;
export type PartError = ApiError;
