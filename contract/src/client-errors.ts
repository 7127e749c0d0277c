import { z } from "zod/mini";
import { TEXT_MESSAGE, isMultilineText } from "./fields.js";

/** POST /api/logging/error: the app's error boundary reports a crash, fire-and-forget. */

/** A report (error text, component stack, JSON) beyond this answers 413. */
export const ERROR_REPORT_MAX_BYTES = 64 * 1024;

export const errorReportBody = z.object({
  request: z.object({
    error: z
      .string({ error: "is required" })
      .check(
        z.trim(),
        z.minLength(1, { error: "must not be empty" }),
        z.refine(isMultilineText, { error: TEXT_MESSAGE }),
      ),
    componentStack: z.string({ error: "is required" }).check(z.refine(isMultilineText, { error: TEXT_MESSAGE })),
  }),
});
