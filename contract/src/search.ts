import { z } from "zod";
import { dateText, digits, plainText } from "./fields.js";

/** GET /api/search?searchText=: the header's global search (spec.md, "Calls"). */

export const SEARCH_LIMIT = 20;

export const searchQuery = z.object({
  searchText: plainText("Type at least 3 characters to search.")
    .trim()
    .min(3, { error: "Type at least 3 characters to search." })
    .max(100, { error: "Search for at most 100 characters." }),
});

/** A PO (and the WO, when the match was a WO number), best matches first. */
export const searchResultSchema = z.object({
  CustomerId: z.string(),
  PONumber: z.string(),
  PODate: dateText,
  WONumber: digits.nullable(),
  POKey: z.number().int(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResultsSchema = z.array(searchResultSchema).max(SEARCH_LIMIT);
