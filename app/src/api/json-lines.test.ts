import { describe, expect, it } from "vitest";
import { readJsonLines } from "./json-lines";

/** A stream that hands out `chunks` one read at a time, as a response body arrives. */
function streamOf(chunks: (string | Uint8Array)[]) {
  const encoder = new TextEncoder();
  let isCancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(typeof next === "string" ? encoder.encode(next) : next);
    },
    cancel() {
      isCancelled = true;
    },
  });
  return { stream, wasCancelled: () => isCancelled };
}

async function readAll(chunks: (string | Uint8Array)[]) {
  const values: unknown[] = [];
  for await (const value of readJsonLines(streamOf(chunks).stream)) values.push(value);
  return values;
}

describe("readJsonLines", () => {
  it("yields one value per line, in order", async () => {
    await expect(readAll(['{"Progress":{"Done":1,"Total":2}}\n{"Progress":{"Done":2,"Total":2}}\n'])).resolves.toEqual([
      { Progress: { Done: 1, Total: 2 } },
      { Progress: { Done: 2, Total: 2 } },
    ]);
  });

  it("waits for the rest of a line split across chunks", async () => {
    await expect(readAll(['{"Progress":{"Do', 'ne":1,"Total":2}}\n{"Res', 'ult":{}}\n'])).resolves.toEqual([
      { Progress: { Done: 1, Total: 2 } },
      { Result: {} },
    ]);
  });

  it("keeps a character whose bytes are split across chunks", async () => {
    const bytes = new TextEncoder().encode('{"Error":{"message":"Müller"}}\n');
    const split = bytes.indexOf(0xc3) + 1; // between the two bytes of "ü"
    await expect(readAll([bytes.slice(0, split), bytes.slice(split)])).resolves.toEqual([
      { Error: { message: "Müller" } },
    ]);
  });

  it("reads a last line without its newline, and skips blank lines and carriage returns", async () => {
    await expect(readAll(['\n{"a":1}\r\n\n', '{"b":2}'])).resolves.toEqual([{ a: 1 }, { b: 2 }]);
  });

  it("yields each line as soon as it has arrived, before the stream ends", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('{"Progress":{"Done":1,"Total":3}}\n'));
        await gate;
        controller.enqueue(new TextEncoder().encode('{"Progress":{"Done":3,"Total":3}}\n'));
        controller.close();
      },
    });
    const lines = readJsonLines(stream);
    await expect(lines.next()).resolves.toEqual({ done: false, value: { Progress: { Done: 1, Total: 3 } } });
    release();
    await expect(lines.next()).resolves.toEqual({ done: false, value: { Progress: { Done: 3, Total: 3 } } });
    await expect(lines.next()).resolves.toEqual({ done: true, value: undefined });
  });

  it("says which line is not JSON", async () => {
    await expect(readAll(['{"a":1}\n<html>Bad gateway</html>\n'])).rejects.toThrow(
      "The server sent a line that is not JSON: <html>Bad gateway</html>",
    );
  });

  it("cancels the stream when the reader stops early", async () => {
    const { stream, wasCancelled } = streamOf(['{"a":1}\n', '{"b":2}\n', '{"c":3}\n']);
    for await (const value of readJsonLines(stream)) {
      expect(value).toEqual({ a: 1 });
      break;
    }
    expect(wasCancelled()).toBe(true);
  });
});
