import { createHash, randomUUID } from "node:crypto";
import { type FileHandle, open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { SNIFF_BYTES, sniffContentType } from "./sniff.js";

/**
 * An upload's bytes, spooled to a temporary file before any of them goes to the database
 * (docs/database.md, "Attachments"): however slowly a client sends, no transaction and no
 * database connection waits for it. The file is private (mode 0600, created exclusively under
 * a name nobody can guess) and removed once the upload is stored or refused, whatever ended it.
 */

/** A file spooled whole, and the facts about its bytes read on the way in. */
export interface SpooledFile {
  path: string;
  size: number;
  sha256: string;
  /** Read from the first bytes (sniff.ts), never from the client. */
  contentType: string;
}

/** The prefix of every spool file's name, so an operator can tell them in a shared temp directory. */
export const SPOOL_FILE_PREFIX = "shopdesk-upload-";

/** Writes `body` to `handle` piece by piece, hashing it and keeping its first bytes for sniffing. */
async function spool(handle: FileHandle, filePath: string, body: AsyncIterable<Uint8Array>): Promise<SpooledFile> {
  const hash = createHash("sha256");
  const head = Buffer.allocUnsafe(SNIFF_BYTES);
  let headLength = 0;
  let size = 0;
  for await (const piece of body) {
    hash.update(piece);
    if (headLength < SNIFF_BYTES) {
      const copied = Math.min(SNIFF_BYTES - headLength, piece.byteLength);
      head.set(piece.subarray(0, copied), headLength);
      headLength += copied;
    }
    size += piece.byteLength;
    for (let written = 0; written < piece.byteLength;) {
      written += (await handle.write(piece, written, piece.byteLength - written)).bytesWritten;
    }
  }
  return {
    path: filePath,
    size,
    sha256: hash.digest("hex"),
    contentType: sniffContentType(head.subarray(0, headLength)),
  };
}

/**
 * Spools `body` whole into a new file in `dir`, then hands it to `use`. The file is removed
 * before this returns or throws: after `use` (success or failure) and when the body fails
 * half-way (a client gone, too large, gone quiet), so nothing of an upload outlives its request.
 */
export async function withSpooledFile<T>(
  dir: string,
  body: AsyncIterable<Uint8Array>,
  use: (file: SpooledFile) => Promise<T>,
): Promise<T> {
  const filePath = path.join(dir, `${SPOOL_FILE_PREFIX}${randomUUID()}`);
  // "wx": never an existing file or a link someone planted; 0600: no other user reads it.
  const handle = await open(filePath, "wx", 0o600);
  try {
    let file: SpooledFile;
    try {
      file = await spool(handle, filePath, body);
    } finally {
      await handle.close();
    }
    return await use(file);
  } finally {
    await rm(filePath, { force: true });
  }
}

/**
 * A spool file untouched this long belongs to no upload: one in flight writes at least every
 * UPLOAD_IDLE_SECONDS or is dropped, and the copy into the database that follows takes seconds.
 */
export const ABANDONED_SPOOL_MS = 60 * 60 * 1000;

/**
 * Removes the spool files a server process killed in the middle of an upload left in `dir`
 * (`SIGKILL`, a power cut: `withSpooledFile` had no chance to). Only files of our prefix, and
 * only those untouched for `olderThanMs`, so another server sharing the directory keeps its
 * uploads in flight. Returns how many it removed.
 */
export async function removeAbandonedSpoolFiles(
  dir: string,
  olderThanMs = ABANDONED_SPOOL_MS,
  now = Date.now(),
): Promise<number> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.startsWith(SPOOL_FILE_PREFIX));
  let removed = 0;
  for (const name of names) {
    const filePath = path.join(dir, name);
    const info = await stat(filePath).catch(() => undefined);
    if (!info?.isFile() || now - info.mtimeMs < olderThanMs) continue;
    await rm(filePath, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * The spooled file in pieces of `size` bytes (the last one shorter), read into one buffer that
 * is handed out again for the next piece: the caller is done with a piece (has written it)
 * before it asks for the next, so a file of any size costs one piece of memory.
 */
export async function* chunksOf(file: SpooledFile, size: number): AsyncGenerator<Buffer> {
  const handle = await open(file.path, "r");
  try {
    const chunk = Buffer.allocUnsafe(Math.min(size, file.size));
    for (let position = 0; position < file.size;) {
      const wanted = Math.min(chunk.length, file.size - position);
      let length = 0;
      while (length < wanted) {
        const { bytesRead } = await handle.read(chunk, length, wanted - length, position + length);
        if (bytesRead === 0)
          throw new Error(
            `The spooled upload ${file.path} ended after ${position + length} of its ${file.size} bytes.`,
          );
        length += bytesRead;
      }
      position += length;
      yield length === chunk.length ? chunk : chunk.subarray(0, length);
    }
  } finally {
    await handle.close();
  }
}
