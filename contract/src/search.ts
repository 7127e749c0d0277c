import { z } from "zod/mini";
import { dateText, digits, plainText } from "./fields.js";
import { approvalStatuses, workOrderStatuses } from "./statuses.js";

/** GET /api/search?searchText=: the header's global search (spec.md, "Calls"). */

export const SEARCH_LIMIT = 20;

export const searchQuery = z.object({
  searchText: plainText("Type at least 3 characters to search.").check(
    z.trim(),
    z.minLength(3, { error: "Type at least 3 characters to search." }),
    z.maxLength(100, { error: "Search for at most 100 characters." }),
  ),
});

/** A PO (and the WO, when the match was a WO number), best matches first. */
export const searchResultSchema = z.object({
  CustomerId: z.string(),
  PONumber: z.string(),
  PODate: dateText,
  WONumber: z.nullable(digits),
  POKey: z.int(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResultsSchema = z.array(searchResultSchema).check(z.maxLength(SEARCH_LIMIT));

/**
 * The command palette's record groups (issue 17): `GET /api/search/{group}?searchText=`, one
 * route per group, with the same query rules as the global search. Each answers at most
 * PALETTE_LIMIT rows, best first: the exact key, then matches at the start, then anywhere;
 * inactive records after active ones (docs/api.md, "Search").
 */
export const PALETTE_LIMIT = 8;

/** What the palette shows of a customer, and its key for /customer/{CustomerId}. */
export const customerSearchResultSchema = z.object({ CustomerId: z.string(), Name: z.string(), Active: z.boolean() });
export type CustomerSearchResult = z.infer<typeof customerSearchResultSchema>;
export const customerSearchResultsSchema = z.array(customerSearchResultSchema).check(z.maxLength(PALETTE_LIMIT));

/** A part revision: PartNumber and Revision open it. */
export const partSearchResultSchema = z.object({
  PartNumber: z.string(),
  Revision: z.string(),
  Description: z.string(),
  CustomerId: z.string(),
  IsSuperseded: z.boolean(),
  Active: z.boolean(),
});
export type PartSearchResult = z.infer<typeof partSearchResultSchema>;
export const partSearchResultsSchema = z.array(partSearchResultSchema).check(z.maxLength(PALETTE_LIMIT));

/** A supplier, opened by its SupplierName. */
export const supplierSearchResultSchema = z.object({
  SupplierName: z.string(),
  Services: z.array(z.string()),
  ApprovalStatus: z.enum(approvalStatuses),
  /** The certificate expiry date has passed (flag it wherever the supplier is picked). */
  IsApprovalExpired: z.boolean(),
  Active: z.boolean(),
});
export type SupplierSearchResult = z.infer<typeof supplierSearchResultSchema>;
export const supplierSearchResultsSchema = z.array(supplierSearchResultSchema).check(z.maxLength(PALETTE_LIMIT));

/** A WO, opened by its WONumber; CustomerId and POKey are null for a WO made for stock. */
export const workOrderSearchResultSchema = z.object({
  WONumber: digits,
  PartNumber: z.string(),
  Revision: z.string(),
  Status: z.enum(workOrderStatuses),
  DueDate: dateText,
  CustomerId: z.nullable(z.string()),
  POKey: z.nullable(z.int()),
});
export type WorkOrderSearchResult = z.infer<typeof workOrderSearchResultSchema>;
export const workOrderSearchResultsSchema = z.array(workOrderSearchResultSchema).check(z.maxLength(PALETTE_LIMIT));
