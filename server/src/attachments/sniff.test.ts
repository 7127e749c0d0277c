import { describe, expect, it } from "vitest";
import { zipWith } from "../test/files.js";
import { sniffContentType } from "./sniff.js";

const bytes = (...values: number[]) => Buffer.from(values);

describe("sniffContentType", () => {
  it.each([
    ["a PDF", Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj"), "application/pdf"],
    ["a PNG", Buffer.concat([bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), Buffer.from("IHDR")]), "image/png"],
    ["a JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46), "image/jpeg"],
    ["a GIF", Buffer.from("GIF89a\u0001\u0000"), "image/gif"],
    ["an old GIF", Buffer.from("GIF87a\u0001\u0000"), "image/gif"],
    ["a WebP", Buffer.concat([Buffer.from("RIFF"), bytes(0x24, 0, 0, 0), Buffer.from("WEBPVP8 ")]), "image/webp"],
    [
      "an XLSX",
      zipWith("[Content_Types].xml", "_rels/.rels", "xl/workbook.xml"),
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ],
    [
      "an XLSX with its parts in another order",
      zipWith("docProps/app.xml", "xl/worksheets/sheet1.xml", "[Content_Types].xml"),
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ],
    [
      "a DOCX",
      zipWith("[Content_Types].xml", "_rels/.rels", "word/document.xml"),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [
      "a PPTX",
      zipWith("[Content_Types].xml", "ppt/presentation.xml"),
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ],
    ["a ZIP", zipWith("drawings/7731-204.dxf"), "application/zip"],
    ["an empty ZIP", Buffer.from("PK\u0005\u0006\u0000\u0000"), "application/zip"],
    ["an ASCII DXF", Buffer.from("  0\r\nSECTION\r\n  2\r\nHEADER\r\n"), "image/vnd.dxf"],
    ["a DXF with a comment first", Buffer.from("999\ndxfrw 0.6.3\n  0\nSECTION\n"), "image/vnd.dxf"],
    ["a binary DXF", Buffer.from("AutoCAD Binary DXF\r\n\u001a\u0000rest"), "image/vnd.dxf"],
    ["a STEP file", Buffer.from("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('part'),'2;1');"), "model/step"],
    [
      "an SVG",
      Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "image/svg+xml",
    ],
    [
      "an SVG with a comment and a doctype",
      Buffer.from('<!-- Generator: a CAD tool -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>'),
      "image/svg+xml",
    ],
    ["an HTML page", Buffer.from("<!DOCTYPE html><html><script>alert(1)</script></html>"), "text/html"],
    ["an HTML fragment", Buffer.from("\ufeff  <script>alert(document.cookie)</script>"), "text/html"],
    ["HTML in upper case", Buffer.from("<HTML><BODY>hi</BODY></HTML>"), "text/html"],
    [
      "XHTML",
      Buffer.from('<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>'),
      "text/html",
    ],
    ["HTML with an SVG inside", Buffer.from("<div><svg><script>alert(1)</script></svg></div>"), "text/html"],
    ["plain text", Buffer.from("Heat lot 4471, hardness 38 HRC"), "application/octet-stream"],
    ["unknown bytes", bytes(0, 1, 2, 3, 254, 255), "application/octet-stream"],
    ["a PDF signature later in the file", Buffer.from("junk %PDF-1.4"), "application/octet-stream"],
  ])("reads %s", (_name, head, type) => {
    expect(sniffContentType(head)).toBe(type);
  });
});
