/**
 * The content type of an upload, read from its first bytes; what the client says is never
 * asked (docs/api.md, "Attachments"). Only the five types of `previewContentTypes` are ever
 * shown in place; every other type, HTML and SVG included, is served as a download, so a
 * wrong guess here can make a file download, never run.
 */

/** How much of the start of a file the sniffing reads (ZIP entries' names are looked for in it). */
export const SNIFF_BYTES = 64 * 1024;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";

const startsWith = (head: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === "string" ? Buffer.from(bytes, "latin1") : Buffer.from(bytes);
  return head.length >= at + expected.length && head.subarray(at, at + expected.length).equals(expected);
};

/** The names of the ZIP entries whose local headers lie within `head`, in order. */
function zipEntryNames(head: Buffer): string[] {
  const names: string[] = [];
  for (
    let at = head.indexOf("PK\u0003\u0004", 0, "latin1");
    at >= 0 && at + 30 <= head.length;
    at = head.indexOf("PK\u0003\u0004", at + 4, "latin1")
  ) {
    const length = head.readUInt16LE(at + 26);
    if (at + 30 + length > head.length) break;
    names.push(head.toString("latin1", at + 30, at + 30 + length));
  }
  return names;
}

/** An Office Open XML file (a ZIP with `[Content_Types].xml`) by the folder of its main part, else a plain ZIP. */
function zipType(head: Buffer): string {
  const names = zipEntryNames(head);
  const has = (prefix: string) => names.some((name) => name.startsWith(prefix));
  if (has("xl/")) return XLSX;
  if (has("word/")) return DOCX;
  if (has("ppt/")) return PPTX;
  return "application/zip";
}

// WHATWG MIME Sniffing, "rules for identifying an unknown MIME type": the tags that make a
// browser treat bytes as HTML, each followed by a space or `>`.
const htmlTags = [
  "!doctype html",
  "html",
  "head",
  "script",
  "iframe",
  "h1",
  "div",
  "font",
  "table",
  "a",
  "style",
  "title",
  "b",
  "body",
  "br",
  "p",
  "!--",
];
const htmlStart = new RegExp(`^<(?:${htmlTags.map((tag) => tag.replace(/[-!]/g, "\\$&")).join("|")})[\\s>]`, "i");

/** The start of a text file: a byte-order mark, white space, an XML declaration and comments skipped. */
function textStart(head: Buffer): string {
  return head
    .toString("latin1", 0, Math.min(head.length, 4096))
    .replace(/^(\xef\xbb\xbf|\xff\xfe|\xfe\xff)/, "")
    .trimStart();
}

export function sniffContentType(head: Buffer): string {
  if (startsWith(head, "%PDF-")) return "application/pdf";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, "GIF87a") || startsWith(head, "GIF89a")) return "image/gif";
  if (startsWith(head, "RIFF") && startsWith(head, "WEBPVP8", 8)) return "image/webp";
  if (startsWith(head, "PK\u0003\u0004")) return zipType(head);
  if (startsWith(head, "PK\u0005\u0006")) return "application/zip";
  if (startsWith(head, "AutoCAD Binary DXF\r\n\u001a\u0000")) return "image/vnd.dxf";

  const text = textStart(head);
  if (text.startsWith("ISO-10303-21;")) return "model/step";
  // An ASCII DXF opens with group code 0 and SECTION, each on its own line (after a 999 comment, maybe).
  if (/^(?:999[ \t]*\r?\n[^\r\n]*\r?\n[ \t]*)?0[ \t]*\r?\n[ \t]*SECTION[ \t]*\r?\n/.test(text)) return "image/vnd.dxf";
  // Past an XML declaration and comments, as XHTML and SVG files begin.
  const markup = text.replace(/^<\?xml[^>]*>\s*/i, "").replace(/^(<!--[\s\S]*?-->\s*)+/, "");
  if (/^<(!doctype\s+svg|svg)[\s>/]/i.test(markup)) return "image/svg+xml";
  if (htmlStart.test(markup) || htmlStart.test(text)) return "text/html";
  if (markup.startsWith("<") && /<svg[\s>/]/i.test(markup)) return "image/svg+xml";
  return "application/octet-stream";
}
