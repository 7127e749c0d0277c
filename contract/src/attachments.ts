import { z } from "zod/mini";
import {
  dateFilter,
  dateText,
  digits,
  optionalDate,
  pathKey,
  plainText,
  queryNumber,
  timestamp,
  timestampText,
  version,
} from "./fields.js";
import type { ContentAnswer } from "./route.js";
import { cleanFileName } from "./rules.js";
import { attachmentKinds } from "./statuses.js";

/**
 * Files attached to a part revision, customer, supplier, PO, WO or packing slip (docs/api.md,
 * "Attachments"): uploaded as the raw request body, listed per record, renamed, re-filed and
 * removed by id, and downloaded through a single-use link (downloads.ts).
 */

/** The largest file the server takes when `MAX_UPLOAD_MB` is not set, in MB (1 MB = 1,048,576 bytes). */
export const MAX_UPLOAD_MB_DEFAULT = 100;

/**
 * The content types a preview may show in place (`disposition=inline`): PDF and raster images,
 * which cannot run script in the app's origin. Everything else (SVG, HTML, DXF, STEP, XLSX…)
 * downloads.
 */
export const previewContentTypes = ["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export const canPreview = (contentType: string) => (previewContentTypes as readonly string[]).includes(contentType);

const NOTE_MAX = 500;
const kindMessage = `Use one of ${attachmentKinds.join(", ")}.`;
const nameMessage = "Name the file, e.g. drawing.pdf.";

/**
 * A file name: cleaned rather than refused (path parts, control characters and invisible
 * reordering marks taken out, shortened to FILE_NAME_MAX characters; see cleanFileName), then
 * required.
 */
export const fileName = z.pipe(
  z.pipe(z.string({ error: nameMessage }), z.transform(cleanFileName)),
  z.string().check(z.minLength(1, { error: nameMessage })),
);

export const attachmentKind = z.enum(attachmentKinds, { error: kindMessage });

/** An attachment's note: one line, trimmed; blank is none (null). */
const note = z.pipe(
  z.nullish(plainText().check(z.trim(), z.maxLength(NOTE_MAX, { error: `At most ${NOTE_MAX} characters.` }))),
  z.transform((value: string | null | undefined) => value || null),
);

const trueOrFalse = z.pipe(
  z.optional(z.enum(["true", "false"], { error: "Use true or false." })),
  z.transform((value: "true" | "false" | undefined) => (value === undefined ? undefined : value === "true")),
);

/**
 * `POST /api/{record}/attachments?fileName=…&kind=…`: the file itself is the request body, sent
 * as it is (any `Content-Type`; the server reads the type from the bytes). `expiresOn` is for
 * certificates; `current=true` makes a drawing its part revision's current one (a revision's
 * first drawing becomes current unless `current=false`).
 */
// Pure: a screen that loads this module for another schema drops it (a method call it would otherwise keep).
export const uploadAttachmentQuery = /* @__PURE__ */ z
  .object({
    fileName,
    kind: z._default(attachmentKind, "Other"),
    note,
    expiresOn: dateFilter,
    current: trueOrFalse,
  })
  .check(
    z.superRefine((query, context) => {
      if (query.expiresOn !== undefined && query.kind !== "Certificate") {
        context.addIssue({
          code: "custom",
          path: ["expiresOn"],
          message: "Only a certificate has an expiry date.",
          input: query.expiresOn,
        });
      }
      if (query.current === true && query.kind !== "Drawing") {
        context.addIssue({
          code: "custom",
          path: ["current"],
          message: "Only a drawing can be a part revision's current drawing.",
          input: query.current,
        });
      }
    }),
  );
export type UploadAttachmentQuery = z.output<typeof uploadAttachmentQuery>;

/**
 * `PUT /api/attachments/{id}`: rename, re-file, note, expiry, current drawing; fields left out
 * keep their values. A kind other than Certificate clears the expiry date, and one other than
 * Drawing the current-drawing mark, unless the body sends them (then it is a 400).
 */
export const updateAttachmentBody = z.object({
  Version: version,
  FileName: z.optional(fileName),
  Kind: z.optional(attachmentKind),
  Note: z.optional(note),
  ExpiresOn: z.optional(optionalDate),
  /** true: the part revision's current drawing (the one it had loses the mark); false: not. */
  IsCurrentDrawing: z.optional(z.boolean({ error: "Must be true or false." })),
});
export type AttachmentChanges = z.output<typeof updateAttachmentBody>;

/** `{attachmentId}` in the path (digits; anything else names no attachment: 404). */
export const attachmentParams = z.object({ attachmentId: pathKey });

const versionMessage = "Send the attachment's Version as ?version=.";
/** `DELETE /api/attachments/{id}?version=` */
export const deleteAttachmentQuery = z.object({
  version: queryNumber(
    z.number({ error: versionMessage }).check(z.int({ error: versionMessage }), z.positive({ error: versionMessage })),
  ),
});

/** `POST /api/attachments/{id}/link?disposition=`: `inline` to preview (PDF and images only), `attachment` (the default) to download. */
export const attachmentDispositions = ["attachment", "inline"] as const;
export type AttachmentDisposition = (typeof attachmentDispositions)[number];
export const attachmentLinkQuery = z.object({
  disposition: z._default(
    z.enum(attachmentDispositions, { error: "Use inline (preview) or attachment (download)." }),
    "attachment",
  ),
});

// Answers.

/** The record an attachment hangs on, by the keys its own routes use. */
export const attachmentRecordSchema = z.discriminatedUnion("Type", [
  z.object({ Type: z.literal("part"), PartNumber: z.string(), Revision: z.string() }),
  z.object({ Type: z.literal("customer"), CustomerId: z.string() }),
  z.object({ Type: z.literal("supplier"), SupplierName: z.string() }),
  z.object({ Type: z.literal("purchase_order"), POKey: z.int() }),
  z.object({ Type: z.literal("work_order"), WONumber: digits }),
  z.object({ Type: z.literal("packing_slip"), POKey: z.int(), PSlipNumber: z.int() }),
]);
export type AttachmentRecord = z.output<typeof attachmentRecordSchema>;

export const attachmentSchema = z.object({
  Id: z.int(),
  Record: attachmentRecordSchema,
  /** As cleaned at upload or rename; the name downloads are saved under. */
  FileName: z.string(),
  Kind: attachmentKind,
  /** Bytes. */
  Size: z.int(),
  /** Read from the file's first bytes, never taken from the client. */
  ContentType: z.string(),
  /** Hex SHA-256 of the content: the same file attached twice is stored once. */
  Sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  Note: z.nullable(z.string()),
  /** A certificate's expiry date. */
  ExpiresOn: z.nullable(dateText),
  /** `ExpiresOn` is before the database's today. */
  IsExpired: z.boolean(),
  /** The drawing marked current for its part revision (at most one per revision). */
  IsCurrentDrawing: z.boolean(),
  /** A drawing of a part revision that has a newer revision. */
  IsSuperseded: z.boolean(),
  /** Its content type can be previewed in place (`disposition=inline`). */
  CanPreview: z.boolean(),
  /** Who uploaded it: the access token's subject and name. */
  UploadedBy: z.string(),
  UploadedByName: z.nullable(z.string()),
  UploadedAt: timestamp,
  UpdatedAt: timestamp,
  Version: z.int(),
});
export type Attachment = z.output<typeof attachmentSchema>;

/** A record's attachments, newest first. */
export const attachmentListSchema = z.array(attachmentSchema);

/** On a WO (for its traveler): its part revision's current drawing, or null. */
export const currentDrawingSchema = z.nullable(
  z.object({
    Id: z.int(),
    FileName: z.string(),
    /** The part revision the drawing is for (the WO's). */
    Revision: z.string(),
    /** That revision has a newer one. */
    IsSuperseded: z.boolean(),
  }),
);
export type CurrentDrawing = z.output<typeof currentDrawingSchema>;

/** On a supplier: its most recently uploaded certificate, or null. */
export const latestCertificateSchema = z.nullable(
  z.object({
    Id: z.int(),
    FileName: z.string(),
    ExpiresOn: z.nullable(dateText),
    /** `ExpiresOn` is before the database's today (flag it, as an expired approval is). */
    IsExpired: z.boolean(),
    UploadedAt: timestampText,
  }),
);
export type LatestCertificate = z.output<typeof latestCertificateSchema>;

/** An attachment's download (through its link): the file, streamed as stored. */
export const attachmentFileAnswer = {
  description: "The file, streamed as stored.",
  content: {
    "*/*": {
      // Pure: left unused by a screen, a bundler drops it (a method call it would otherwise keep).
      schema: /* @__PURE__ */ z
        .file()
        .check(
          z.describe(
            "The file's bytes, with the type read from them at upload as Content-Type (application/pdf, image/png, application/octet-stream…).",
          ),
        ),
    },
  },
} satisfies ContentAnswer;
