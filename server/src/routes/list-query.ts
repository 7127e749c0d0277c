import { z } from "zod";
import type { Sort } from "../queries/lists.js";

/**
 * The query string every list takes (docs/api.md, "Lists"): q, sort (a field from the
 * list's allow-list, `-` in front for descending), page from 1, pageSize 1–100.
 */
export function listQuery<F extends string>(sortFields: readonly [F, ...F[]], defaultSort: F | `-${F}`) {
  const sorts = new Set<string>(sortFields);
  return z.object({
    q: z
      .string()
      .trim()
      .max(100, { error: "Search for at most 100 characters." })
      .optional()
      .transform((value) => value || undefined),
    sort: z
      .string()
      .trim()
      .optional()
      .transform((value, context): Sort<F> => {
        const text = value || defaultSort;
        const field = text.replace(/^[-+]/, "");
        if (!sorts.has(field)) {
          context.addIssue({ code: "custom", message: `Sort by one of ${sortFields.join(", ")} (with - in front for descending).` });
          return z.NEVER;
        }
        return { field: field as F, descending: text.startsWith("-") };
      }),
    page: z.coerce
      .number({ error: "Page must be a whole number from 1." })
      .int({ error: "Page must be a whole number from 1." })
      .min(1, { error: "Page must be a whole number from 1." })
      .max(100_000, { error: "Page is too large." })
      .default(1),
    pageSize: z.coerce
      .number({ error: "Page size must be 1 to 100." })
      .int({ error: "Page size must be 1 to 100." })
      .min(1, { error: "Page size must be 1 to 100." })
      .max(100, { error: "Page size must be 1 to 100." })
      .default(25),
  });
}
