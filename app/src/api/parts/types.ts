import type { RouteAnswer, RouteBody, RouteQuery, partInput, partRoutes } from "@shopdesk/contract";
import type { z } from "zod/mini";
import type { ApiError } from "../client";

// The shapes of the part calls, read off the contract's route table (the JSON: timestamps as ISO text).

/** A part revision as `GET /parts/{partNumber}/{revision}` answers it, with its pricing. */
export type Part = RouteAnswer<typeof partRoutes.get>;
export type PartPricing = Part["Pricing"];
/** A quantity break: from `MinQuantity` pieces up, each costs `UnitPrice` (4 decimals). */
export type PriceBreak = PartPricing["Breaks"][number];
export type PartKey = Pick<Part, "PartNumber" | "Revision">;

export type PartList = RouteAnswer<typeof partRoutes.list>;

/** A row of the part list. */
export type PartSummary = PartList["Items"][number];

/** The list's filters, as `GET /parts` takes them. */
export type PartFilters = RouteQuery<typeof partRoutes.list>;

// Request bodies: what a caller may send.
/** A part revision's own fields, as the part form edits them. */
export type PartInput = z.input<typeof partInput>;
export type NewPartInput = RouteBody<typeof partRoutes.create>;
export type PartUpdate = RouteBody<typeof partRoutes.update>;
/** A new revision: what is left out is copied from the revision it comes from. */
export type NewRevisionInput = RouteBody<typeof partRoutes.createRevision>;

export type PartError = ApiError;
