import type { AttachmentItem, AttachmentUpload } from "./types";

const partRevB = { Type: "part", PartNumber: "BRK-100", Revision: "B" } as const;
const partRevA = { Type: "part", PartNumber: "BRK-100", Revision: "A" } as const;
const supplier = { Type: "supplier", SupplierName: "Northside Plating" } as const;

const base = {
  Note: null,
  ExpiresOn: null,
  IsExpired: false,
  IsCurrentDrawing: false,
  IsSuperseded: false,
  CanPreview: true,
  UploadedBy: "00u1jane",
  UploadedByName: "Jane Ortiz",
  Version: 1,
} satisfies Partial<AttachmentItem>;

/** A part revision's files, newest first: its current drawing, an older one, the 3D model, an FAI report and a photo. */
export const partFiles: AttachmentItem[] = [
  {
    ...base,
    Id: 41,
    Record: partRevB,
    FileName: "BRK-100-B drawing.pdf",
    Kind: "Drawing",
    Size: 2_516_582,
    IsCurrentDrawing: true,
    Note: "Released with ECO 2291: hole pattern moved 2 mm.",
    UploadedAt: "2026-03-04T16:20:00Z",
  },
  {
    ...base,
    Id: 40,
    Record: partRevB,
    FileName: "BRK-100-B.step",
    Kind: "Other",
    Size: 8_912_896,
    CanPreview: false,
    UploadedAt: "2026-03-04T16:18:00Z",
  },
  {
    ...base,
    Id: 38,
    Record: partRevB,
    FileName: "FAI BRK-100-B WO 100231.xlsx",
    Kind: "Report",
    Size: 48_640,
    CanPreview: false,
    UploadedBy: "00u7sam",
    UploadedByName: "Sam Whitaker",
    UploadedAt: "2026-02-27T21:05:00Z",
  },
  {
    ...base,
    Id: 35,
    Record: partRevB,
    FileName: "first-article.jpg",
    Kind: "Photo",
    Size: 1_363_148,
    UploadedBy: "00u7sam",
    UploadedByName: null,
    UploadedAt: "2026-02-27T20:58:00Z",
  },
  {
    ...base,
    Id: 33,
    Record: partRevB,
    FileName: "BRK-100-B drawing (customer markup).pdf",
    Kind: "Drawing",
    Size: 3_145_728,
    UploadedAt: "2026-02-20T14:02:00Z",
  },
];

/** Rev A's files once rev B exists: every drawing of it is superseded, its current one too. */
export const supersededFiles: AttachmentItem[] = [
  {
    ...base,
    Id: 12,
    Record: partRevA,
    FileName: "BRK-100-A drawing.pdf",
    Kind: "Drawing",
    Size: 2_306_867,
    IsCurrentDrawing: true,
    IsSuperseded: true,
    UploadedAt: "2025-06-11T15:40:00Z",
  },
  {
    ...base,
    Id: 9,
    Record: partRevA,
    FileName: "BRK-100-A drawing draft.pdf",
    Kind: "Drawing",
    Size: 2_201_190,
    IsSuperseded: true,
    Note: "Draft sent for quote; not for production.",
    UploadedAt: "2025-05-02T18:15:00Z",
  },
];

/** A supplier's certificates: this year's plating certificate, last year's (expired) and its approval letter. */
export const supplierFiles: AttachmentItem[] = [
  {
    ...base,
    Id: 77,
    Record: supplier,
    FileName: "Nadcap chemical processing 2026.pdf",
    Kind: "Certificate",
    Size: 734_003,
    ExpiresOn: "2027-01-31",
    UploadedAt: "2026-02-02T17:30:00Z",
  },
  {
    ...base,
    Id: 52,
    Record: supplier,
    FileName: "Nadcap chemical processing 2025.pdf",
    Kind: "Certificate",
    Size: 702_464,
    ExpiresOn: "2026-01-31",
    IsExpired: true,
    UploadedAt: "2025-02-03T16:10:00Z",
  },
  {
    ...base,
    Id: 50,
    Record: supplier,
    FileName: "Approval letter.docx",
    Kind: "Other",
    Size: 31_744,
    CanPreview: false,
    UploadedAt: "2025-01-15T19:45:00Z",
  },
];

/** Two files on their way up. */
export const uploadsInProgress: AttachmentUpload[] = [
  { id: "upload-1", fileName: "BRK-100-C drawing.pdf", loaded: 1_153_434, total: 2_621_440 },
  { id: "upload-2", fileName: "BRK-100-C.step", loaded: 0, total: 9_437_184 },
];

/** One file the server refused for its size. */
export const failedUpload: AttachmentUpload = {
  id: "upload-3",
  fileName: "CMM scan BRK-100.zip",
  loaded: 0,
  total: 131_072_000,
  error: "The file is over 100 MB.",
};
