import { randomBytes } from "node:crypto";
import net from "node:net";

/** Small files of each kind the attachments sniff, as their first bytes make them. */

/** A ZIP whose local headers name `entries` (no content: sniffing reads only the names). */
export function zipWith(...entries: string[]): Buffer {
  return Buffer.concat(
    entries.map((name) => {
      const header = Buffer.alloc(30);
      header.write("PK\u0003\u0004", 0, "latin1");
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(Buffer.byteLength(name), 26);
      return Buffer.concat([header, Buffer.from(name), Buffer.from("compressed bytes")]);
    }),
  );
}

const bytes = (...values: number[]) => Buffer.from(values);

export const sampleFiles = {
  pdf: (text = "drawing") =>
    Buffer.from(`%PDF-1.7\n%\u00e2\u00e3\n1 0 obj << /Title (${text}) >> endobj\n%%EOF\n`, "latin1"),
  png: () =>
    Buffer.concat([
      bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
      Buffer.from("IHDR photo of the first article"),
    ]),
  jpeg: () => Buffer.concat([bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10), Buffer.from("JFIF proof of delivery")]),
  gif: () => Buffer.from("GIF89a\u0001\u0000\u0001\u0000 signed slip", "latin1"),
  webp: () => Buffer.concat([Buffer.from("RIFF"), bytes(0x24, 0, 0, 0), Buffer.from("WEBPVP8 photo")]),
  xlsx: () => zipWith("[Content_Types].xml", "_rels/.rels", "xl/workbook.xml"),
  docx: () => zipWith("[Content_Types].xml", "word/document.xml"),
  zip: () => zipWith("drawings/7731-204.dxf"),
  dxf: () => Buffer.from("  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n"),
  step: () => Buffer.from("ISO-10303-21;\nHEADER;\nFILE_NAME('7731-204.stp');\nENDSEC;\n"),
  svg: () =>
    Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    ),
  html: () => Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>"),
  text: () => Buffer.from("Heat lot 4471, 38 HRC\n"),
};

/** `size` random bytes: content no other test has (a fresh blob). */
export const randomFile = (size: number) => randomBytes(size);

/** An HTTP answer read off a socket: its status line's code, its headers and its body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses the first HTTP/1.1 answer in `text` (a small one, with Content-Length). */
export function parseAnswer(text: string): RawAnswer | undefined {
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const [statusLine = "", ...lines] = text.slice(0, end).split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  return { status: Number(statusLine.split(" ")[1]), headers, body: text.slice(end + 4) };
}

/** The first HTTP/1.1 answer in `text` once all of it (its Content-Length) is there. */
function completeAnswer(text: string): RawAnswer | undefined {
  const answer = parseAnswer(text);
  if (!answer) return undefined;
  const length = Number(answer.headers["content-length"] ?? Number.NaN);
  return Number.isNaN(length) || Buffer.byteLength(answer.body, "latin1") < length ? undefined : answer;
}

/**
 * A raw connection to the server, for what `inject` cannot show: a request whose body is
 * sent in parts, or never finished. `answer` resolves with the server's answer once it is
 * complete, or with what came when the connection closed (undefined if nothing did).
 */
export function openSocket(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  let settle: (answer: RawAnswer | undefined) => void = () => {};
  const answered = new Promise<RawAnswer | undefined>((resolve) => (settle = resolve));
  socket.setEncoding("latin1");
  socket.on("data", (data: string) => {
    received += data;
    const answer = completeAnswer(received);
    if (answer) settle(answer);
  });
  // The server may close while we still write: that is what a refusal without reading does.
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) =>
    socket.once("close", () => {
      settle(parseAnswer(received));
      resolve();
    }),
  );
  return {
    socket,
    /** Writes and resolves once the data is handed to the kernel (or the socket is gone). */
    write: (data: string | Buffer) =>
      new Promise<void>((resolve) => (socket.writable ? socket.write(data, () => resolve()) : resolve())),
    answer: () => answered,
    closed,
    destroy: () => socket.destroy(),
  };
}
