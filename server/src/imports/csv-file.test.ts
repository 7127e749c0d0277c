import { describe, expect, it } from "vitest";
import { readCsv } from "./csv-file.js";

const cellsOf = (bytes: Uint8Array) => readCsv(bytes, () => (cells, line) => ({ line, cells }));

describe("readCsv", () => {
  it("reads a big file a piece at a time, so other requests are answered meanwhile", async () => {
    const rows = Array.from({ length: 50_000 }, (_, n) => `P-${n},A,"Part ${n}, machined",C${n % 200},$45.00,1,$12.50`);
    const bytes = Buffer.from(`Part,Rev,Description,Customer,Lot,Qty,Price\r\n${rows.join("\r\n")}\r\n`);
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 0);
    try {
      const file = await cellsOf(bytes);
      expect(file.rowCount).toBe(50_000);
      expect(file.rows[49_999]).toEqual({
        line: 50_001,
        cells: ["P-49999", "A", "Part 49999, machined", "C199", "$45.00", "1", "$12.50"],
      });
    } finally {
      clearInterval(timer);
    }
    // Read in one go (csv-parse/sync), the 4 MB held the event loop until the end: no turn at all.
    expect(turns).toBeGreaterThan(10);
  });

  it("keeps a quoted line break and a character beyond the BMP whole where a piece of the text ends", async () => {
    const head = 'Name,Notes\r\nA,"';
    // The 🔧's first half is the piece's last character; a quoted line break follows the second piece's start.
    const pad = "x".repeat(64 * 1024 - head.length - 1);
    const notes = `${pad}🔧 line 1\r\nline 2`;
    const file = await cellsOf(Buffer.from(`${head}${notes}"\r\nB,"two\r\nlines"\r\n`));
    expect(file.rows).toEqual([
      { line: 2, cells: ["A", notes] },
      { line: 3, cells: ["B", "two\r\nlines"] },
    ]);
  });
});
