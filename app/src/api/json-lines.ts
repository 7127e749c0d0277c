/**
 * The values of a newline-delimited JSON stream (`application/x-ndjson`), one per line, each as
 * soon as its line has arrived: a line split across chunks, or a character split across bytes,
 * waits for the rest. Blank lines are skipped; a last line without its newline still counts.
 * Stopping early (a `break` in `for await`) cancels the stream.
 */
export async function* readJsonLines<T>(stream: ReadableStream<Uint8Array>): AsyncGenerator<T> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  let isDone = false;
  try {
    while (!isDone) {
      const chunk = await reader.read();
      isDone = chunk.done;
      pending += decoder.decode(chunk.value, { stream: !isDone });
      const lines = pending.split("\n");
      pending = isDone ? "" : lines.pop()!;
      for (const line of lines) if (line.trim() !== "") yield parseLine<T>(line);
    }
  } finally {
    if (!isDone) await reader.cancel().catch(() => undefined);
  }
}

function parseLine<T>(line: string): T {
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new SyntaxError(`The server sent a line that is not JSON: ${line.slice(0, 80)}`);
  }
}
