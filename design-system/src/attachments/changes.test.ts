import { describe, expect, it } from "vitest";
import { changesFrom, draftOf } from "./changes";
import { partFiles, supplierFiles } from "./fixtures";
import type { AttachmentItem } from "./types";

const drawing = partFiles[0]!;
const certificate = supplierFiles[0]!;
const otherOnSupplier = supplierFiles[2]!;

describe("changesFrom", () => {
  it("is null while nothing changed, blanks and spaces included", () => {
    expect(changesFrom(drawing, draftOf(drawing))).toBeNull();
    expect(changesFrom(otherOnSupplier, { ...draftOf(otherOnSupplier), note: "   " })).toBeNull();
    expect(changesFrom(drawing, { ...draftOf(drawing), fileName: ` ${drawing.FileName} ` })).toBeNull();
  });

  it("sends the Version and only the fields that changed, trimmed", () => {
    expect(changesFrom(drawing, { ...draftOf(drawing), fileName: " BRK-100-B.pdf ", note: "" })).toEqual({
      Version: 1,
      FileName: "BRK-100-B.pdf",
      Note: null,
    });
  });

  it("sends a certificate's expiry date, blank as null", () => {
    expect(changesFrom(certificate, { ...draftOf(certificate), expiresOn: "2027-06-30" })).toEqual({
      Version: 1,
      ExpiresOn: "2027-06-30",
    });
    expect(changesFrom(certificate, { ...draftOf(certificate), expiresOn: "" })).toEqual({
      Version: 1,
      ExpiresOn: null,
    });
  });

  it("sends no expiry date for another kind: the server clears it", () => {
    expect(changesFrom(certificate, { ...draftOf(certificate), kind: "Report", expiresOn: "2027-06-30" })).toEqual({
      Version: 1,
      Kind: "Report",
    });
  });

  it("re-filing as a certificate sends the expiry date given with it", () => {
    expect(
      changesFrom(otherOnSupplier, { ...draftOf(otherOnSupplier), kind: "Certificate", expiresOn: "2026-12-31" }),
    ).toEqual({
      Version: 1,
      Kind: "Certificate",
      ExpiresOn: "2026-12-31",
    });
  });

  it("sends the current-drawing mark only for a part's drawing", () => {
    const older = partFiles[4]!;
    expect(changesFrom(older, { ...draftOf(older), isCurrentDrawing: true })).toEqual({
      Version: 1,
      IsCurrentDrawing: true,
    });
    expect(changesFrom(drawing, { ...draftOf(drawing), kind: "Other" })).toEqual({ Version: 1, Kind: "Other" });
    const supplierDrawing: AttachmentItem = { ...otherOnSupplier, Kind: "Drawing" };
    expect(changesFrom(supplierDrawing, { ...draftOf(supplierDrawing), isCurrentDrawing: true })).toBeNull();
  });
});
