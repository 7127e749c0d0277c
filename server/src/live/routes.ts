import { fastifySSE } from "@fastify/sse";
import {
  LIVE_HEARTBEAT_SECONDS,
  LIVE_STREAMS_PER_USER,
  PRESENCE_RENEW_SECONDS,
  PRESENCE_TTL_SECONDS,
  liveRoutes as routes,
} from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { HttpError } from "../http/http-error.js";
import { routeOptions } from "../http/route.js";
import { LiveHub } from "./hub.js";
import { type LiveOptions, defaultLiveOptions } from "./options.js";
import { setPresence } from "./presence.js";
import type { StreamSink } from "./streams.js";

/**
 * A browser this far behind live changes (bytes written but not yet taken) is let go: it
 * reconnects with Last-Event-ID and replays from the log at its own pace.
 */
const MOST_UNSENT_BYTES = 1024 * 1024;

/** `Last-Event-ID` as an event id; anything but digits is as if none were sent. */
const lastEventIdOf = (header: string | string[] | undefined) =>
  typeof header === "string" && /^\d{1,18}$/.test(header) ? BigInt(header) : undefined;

/** /api/live: the change feed and presence (docs/api.md, "Live updates"). */
export const liveRoutes: FastifyPluginAsyncZod<{ database: Database; options?: Partial<LiveOptions> }> = async (
  app,
  { database, options },
) => {
  const settings: LiveOptions = { ...defaultLiveOptions, ...options };
  const hub = new LiveHub(database, settings, (error, what) => app.log.error({ err: error }, `live: ${what} failed`));
  app.addHook("onReady", async () => hub.start());
  // Before the server closes, which would otherwise wait for every open stream.
  app.addHook("preClose", async () => hub.endStreams());
  app.addHook("onClose", async () => hub.stop());
  await app.register(fastifySSE, { heartbeatInterval: settings.heartbeatMs });

  app.route({
    ...routeOptions(routes.stream, {
      summary: "Follow changes and presence",
      description: `Server-Sent Events: \`hello\`, then a \`change\` per record of each committed write (its \`id\` the Seq), \`presence\` of others on this stream's record, \`alerts\` when this person's alerts changed (read the inbox again), \`reset\` when \`Last-Event-ID\` is older than the log keeps, \`expired\` as the access token expires; a comment line every ${LIVE_HEARTBEAT_SECONDS} s. Send \`Last-Event-ID\` to resume without a gap. At most ${LIVE_STREAMS_PER_USER} streams a person per server: one more is a 429.`,
    }),
    // "manual": the route only ever streams, so no Accept negotiation (and no 406 in another error shape).
    sse: { kind: "manual" },
    handler: async (request, reply) => {
      const sse = reply.sse;
      const sink: StreamSink = {
        send(message) {
          if (!sse.isConnected) return;
          if (reply.raw.writableLength > MOST_UNSENT_BYTES) sse.close();
          else sse.send(message).catch(() => {});
        },
        drained: () =>
          new Promise((resolve) => {
            const raw = reply.raw;
            if (!raw.writableNeedDrain || !sse.isConnected) return resolve();
            const done = () => {
              raw.off("drain", done).off("close", done);
              resolve();
            };
            raw.once("drain", done).once("close", done);
          }),
        close: () => sse.close(),
      };
      const stream = hub.reserve(request.principal, sink);
      if (!stream) {
        throw new HttpError(
          429,
          `You have ${settings.streamsPerUser} live streams open already (tabs or devices): close one to open another.`,
        );
      }
      // A stream the browser leaves never "completes": this is its line in the log.
      sse.onClose(() => {
        hub.closed(stream);
        request.log.info({ streamId: stream.id }, "live stream closed");
      });
      sse.keepAlive();
      reply.header("Cache-Control", "no-store").header("X-Accel-Buffering", "no").header("X-Request-Id", request.id);
      try {
        await hub.open(stream, lastEventIdOf(request.headers["last-event-id"]));
      } catch (error) {
        hub.closed(stream);
        throw error;
      }
    },
  });

  app.route({
    ...routeOptions(routes.presence, {
      summary: "Say which record this tab shows",
      description: `For the stream named by \`StreamId\` (its \`hello\`): the record screen open, or null, and whether there are unsaved changes. Renew every ${PRESENCE_RENEW_SECONDS} s; unrenewed for ${PRESENCE_TTL_SECONDS} s it lapses. Others on the record get a \`presence\` event. A StreamId that is not an open stream of yours is a 404.`,
    }),
    handler: async (request, reply) => {
      await setPresence(database.db, request.principal, request.body, settings.presenceTtlSeconds, settings.clock);
      return reply.status(204).send(null);
    },
  });
};
