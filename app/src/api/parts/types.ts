import type { ApiError } from "../client";
import type { ListPage } from "../list";

/** A quantity break: from `MinQuantity` pieces up, each costs `UnitPrice` (4 decimals). */
export type PriceBreak = { MinQuantity: number; UnitPrice: string };

export type PartPricing = {
  /** Decimal string, 2 places. */
  LotCharge: string | null;
  /** `YYYY-MM-DD`. */
  EffectiveDate: string | null;
  QuoteReference: string | null;
  /** Strictly ascending by `MinQuantity`. */
  Breaks: PriceBreak[];
};

export type PartKey = { PartNumber: string; Revision: string };

/** A part revision as `GET /parts/{partNumber}/{revision}` answers it. */
export type Part = PartKey & {
  Description: string;
  CustomerId: string;
  CustomerName: string;
  Material: string | null;
  DrawingNumber: string | null;
  UnitOfMeasure: string;
  Notes: string;
  Active: boolean;
  IsSuperseded: boolean;
  SupersededBy: PartKey | null;
  Pricing: PartPricing;
  Version: number;
  CreatedAt: string;
  UpdatedAt: string;
};

export type PartSummary = PartKey & Pick<Part, "Description" | "CustomerId" | "CustomerName" | "Active" | "IsSuperseded">;

/** What create and update send (pricing included). */
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
