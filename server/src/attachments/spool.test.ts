import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { randomFile, sampleFiles } from "../test/files.js";
import {
  ABANDONED_SPOOL_MS,
  SPOOL_FILE_PREFIX,
  type SpooledFile,
  chunksOf,
  removeAbandonedSpoolFiles,
  withSpooledFile,
} from "./spool.js";

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** `data` as a request body brings it: in pieces of `size` bytes. */
async function* inPieces(data: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
}

describe("withSpooledFile", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "shopdesk-spool-test-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the whole body to a private file, with its size, SHA-256 and sniffed type, and removes it afterwards", async () => {
    // Pieces of 7 bytes: the ZIP entry that makes it an XLSX lies beyond the first piece.
    const file = sampleFiles.xlsx();
    const seen = await withSpooledFile(dir, inPieces(file, 7), async (spooled) => {
      expect(path.dirname(spooled.path)).toBe(dir);
      expect(path.basename(spooled.path)).toMatch(new RegExp(`^${SPOOL_FILE_PREFIX}[0-9a-f-]{36}$`));
      expect(statSync(spooled.path).mode & 0o777).toBe(0o600);
      expect((await readFile(spooled.path)).equals(file)).toBe(true);
      return spooled;
    });
    expect(seen).toMatchObject({
      size: file.length,
      sha256: sha256(file),
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it("removes the file when what uses it fails, and passes the failure on", async () => {
    const failure = new Error("the database went away");
    await expect(
      withSpooledFile(dir, inPieces(randomFile(100_000), 16_384), async (spooled) => {
        expect(statSync(spooled.path).size).toBe(100_000);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("removes the file when the body fails half-way (a client gone, a file too large), and never uses it", async () => {
    const gone = new Error("aborted");
    let partWritten = 0;
    async function* brokenOff(): AsyncGenerator<Uint8Array> {
      yield randomFile(65_536);
      // The first piece is on disk by the time the next is asked for.
      partWritten = statSync(path.join(dir, readdirSync(dir)[0]!)).size;
      throw gone;
    }
    let used = false;
    await expect(withSpooledFile(dir, brokenOff(), async () => (used = true))).rejects.toBe(gone);
    expect(partWritten).toBe(65_536);
    expect(used).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("fails, leaving nothing, when the directory is not there", async () => {
    await expect(
      withSpooledFile(path.join(dir, "missing"), inPieces(sampleFiles.pdf(), 10), async () => "stored"),
    ).rejects.toMatchObject({ code: "ENOENT" });
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("chunksOf", () => {
  it("reads a spooled file back in pieces of the size asked for, the last one shorter, into one reused buffer", async () => {
    const data = randomFile(2 * 65_536 + 100);
    const dir = mkdtempSync(path.join(os.tmpdir(), "shopdesk-spool-test-"));
    try {
      await withSpooledFile(dir, inPieces(data, 10_000), async (spooled: SpooledFile) => {
        const lengths: number[] = [];
        const buffers = new Set<ArrayBufferLike>();
        const copies: Buffer[] = [];
        for await (const chunk of chunksOf(spooled, 65_536)) {
          lengths.push(chunk.length);
          buffers.add(chunk.buffer);
          copies.push(Buffer.from(chunk));
        }
        expect(lengths).toEqual([65_536, 65_536, 100]);
        expect(buffers.size).toBe(1);
        expect(Buffer.concat(copies).equals(data)).toBe(true);
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("removeAbandonedSpoolFiles", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "shopdesk-spool-test-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A file named `name` in `dir`, last written `ageMs` before `now`. */
  function fileOfAge(name: string, ageMs: number, now: number) {
    const filePath = path.join(dir, name);
    writeFileSync(filePath, "part of an upload");
    const when = new Date(now - ageMs);
    utimesSync(filePath, when, when);
  }

  it("removes only our spool files untouched for an hour: another server's upload in flight and other programs' files stay", async () => {
    const now = Date.now();
    fileOfAge(`${SPOOL_FILE_PREFIX}killed-mid-upload`, ABANDONED_SPOOL_MS + 1000, now);
    fileOfAge(`${SPOOL_FILE_PREFIX}in-flight`, 5000, now);
    fileOfAge("someone-elses-file", ABANDONED_SPOOL_MS * 2, now);
    expect(await removeAbandonedSpoolFiles(dir, ABANDONED_SPOOL_MS, now)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual([`${SPOOL_FILE_PREFIX}in-flight`, "someone-elses-file"]);
  });

  it("finds nothing to do in a directory that does not exist yet", async () => {
    expect(await removeAbandonedSpoolFiles(path.join(dir, "not-made"))).toBe(0);
  });
});
