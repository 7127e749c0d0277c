import { z } from "zod/mini";
import { dateText, digits, plainText } from "./fields.js";

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
