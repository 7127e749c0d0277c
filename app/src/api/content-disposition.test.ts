import { describe, expect, it } from "vitest";
import { filenameFromContentDisposition } from "./content-disposition";

describe("filenameFromContentDisposition", () => {
  it.each([
    ['attachment; filename="open-orders-2026-11-21.csv"', "open-orders-2026-11-21.csv"],
    ["attachment; filename=shipments-2026-11-21.csv", "shipments-2026-11-21.csv"],
    ['attachment;filename="a; b.csv"', "a; b.csv"],
    ['attachment; filename="say \\"hi\\".csv"', 'say "hi".csv'],
    ['ATTACHMENT; FILENAME="Upper.csv"', "Upper.csv"],
    ["attachment; filename*=UTF-8''M%C3%BCller%20%26%20S%C3%B6hne.csv", "Müller & Söhne.csv"],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'better.csv', "better.csv"],
    ["attachment; filename*=utf-8'en'lower.csv", "lower.csv"],
  ])("reads %s", (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });

  it("falls back to the plain name when the extended one cannot be read", () => {
    expect(filenameFromContentDisposition("attachment; filename*=ISO-8859-1''x.csv; filename=\"plain.csv\"")).toBe("plain.csv");
    expect(filenameFromContentDisposition("attachment; filename*=UTF-8''bad%E0%A4%A.csv; filename=ok.csv")).toBe("ok.csv");
  });

  it("keeps only the last path segment", () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe("passwd");
    expect(filenameFromContentDisposition('attachment; filename="C:\\\\temp\\\\report.csv"')).toBe("report.csv");
  });

  it.each([null, undefined, "", "attachment", "inline", 'attachment; filename=""', 'attachment; filename="dir/"'])(
    "gives undefined for %j",
    (header) => {
      expect(filenameFromContentDisposition(header)).toBeUndefined();
    },
  );
});
