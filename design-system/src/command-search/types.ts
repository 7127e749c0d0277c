/** One suggestion of the global search, as `GET /api/search` answers it. */
export type SearchResultItem = {
  CustomerId: string;
  PONumber: string;
  /** Calendar date, `YYYY-MM-DD`. */
  PODate: string;
  WONumber: string | null;
  POKey: number;
};

/** Runs a search; the text arrives as typed (URL-encoding is the caller's job). */
export type SearchFunction = (text: string, signal?: AbortSignal) => Promise<SearchResultItem[]>;
