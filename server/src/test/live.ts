/** A live stream (`GET /api/live`) read over a real socket, as a browser's fetch reads it. */

export interface LiveEvent<T = Record<string, unknown>> {
  event: string;
  id: string | undefined;
  data: T;
}

export interface OpenedStream {
  status: number;
  headers: Headers;
  /** The JSON body of a refusal (401, 429); undefined for a stream. */
  refusal: { error: { code: string; message: string } } | undefined;
  /** Every event so far, in order. */
  events: LiveEvent[];
  /** How many comment lines (heartbeats) so far. */
  comments: number;
  /**
   * The next event of `type` not taken yet (waiting for it when it has not come); events of
   * other types before it stay where they are. Fails after `ms`, so a test never hangs.
   */
  take<T = Record<string, unknown>>(type: string, ms?: number): Promise<LiveEvent<T>>;
  /** Waits until `test` holds for what has arrived. */
  until(test: () => boolean, ms?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

const WAIT_MS = 15_000;

/** Opens the stream at `origin` and reads it as it arrives. */
export async function openLiveStream(
  origin: string,
  authorization: string | undefined,
  { lastEventId }: { lastEventId?: string } = {},
): Promise<OpenedStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (authorization) headers.authorization = authorization;
  if (lastEventId !== undefined) headers["last-event-id"] = lastEventId;
  const response = await fetch(`${origin}/api/live`, { headers, signal: abort.signal });
  const events: LiveEvent[] = [];
  const taken = new Set<LiveEvent>();
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  let comments = 0;
  let hasEnded = false;

  const until = (test: () => boolean, ms = WAIT_MS) =>
    new Promise<void>((resolve, reject) => {
      if (test()) return resolve();
      const check = () => {
        if (test()) finish(resolve);
        else if (hasEnded) finish(() => reject(new Error("the stream ended before that came")));
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`nothing came within ${ms} ms`))), ms);
      const finish = (then: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        then();
      };
      waiters.add(check);
    });

  const isStream = response.headers.get("content-type")?.startsWith("text/event-stream") ?? false;
  const refusal = isStream ? undefined : ((await response.json()) as OpenedStream["refusal"]);

  const ended = (async () => {
    if (!isStream || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split("\n");
          if (lines.every((line) => line.startsWith(":"))) {
            comments++;
            continue;
          }
          const field = (name: string) =>
            lines.filter((line) => line.startsWith(`${name}: `)).map((line) => line.slice(name.length + 2));
          events.push({
            event: field("event")[0] ?? "message",
            id: field("id")[0],
            data: JSON.parse(field("data").join("\n")),
          });
        }
        wake();
      }
    } catch {
      // Aborted by the test.
    } finally {
      hasEnded = true;
      wake();
    }
  })();

  return {
    status: response.status,
    headers: response.headers,
    refusal,
    events,
    get comments() {
      return comments;
    },
    async take<T>(type: string, ms?: number) {
      const next = () => events.find((event) => event.event === type && !taken.has(event));
      await until(() => next() !== undefined, ms);
      const event = next()!;
      taken.add(event);
      return event as LiveEvent<T>;
    },
    until,
    ended,
    close: () => abort.abort(),
  };
}
