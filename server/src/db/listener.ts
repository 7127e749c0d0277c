import pg from "pg";

/** A NOTIFY's payload, handed on as it arrives; must not throw. */
export type OnNotify = (payload: string) => void;

/** What `Database.listen` hands a subscriber: its notifications, and word that some may have been missed. */
export interface Subscriber {
  onNotify: OnNotify;
  /** Listening again after the connection dropped: notifications sent meanwhile are lost, so read what you follow. */
  onResume?: () => void;
}

export interface Listener {
  /** Resolves once LISTEN is in effect; the function it gives stops this subscriber. */
  listen(channel: string, subscriber: Subscriber): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const channelName = /^[a-z_][a-z0-9_]{0,62}$/;

/** Who listens to what, and handing a notification on to them. */
class Channels {
  readonly subscribers = new Map<string, Set<Subscriber>>();

  add(channel: string, subscriber: Subscriber): boolean {
    if (!channelName.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    const set = this.subscribers.get(channel) ?? new Set();
    const isNew = set.size === 0;
    set.add(subscriber);
    this.subscribers.set(channel, set);
    return isNew;
  }

  /** True when the channel has nobody left. */
  remove(channel: string, subscriber: Subscriber): boolean {
    const set = this.subscribers.get(channel);
    if (!set?.delete(subscriber)) return false;
    if (set.size > 0) return false;
    this.subscribers.delete(channel);
    return true;
  }

  dispatch = (message: pg.Notification) => {
    for (const subscriber of this.subscribers.get(message.channel) ?? []) {
      subscriber.onNotify(message.payload ?? "");
    }
  };

  resumed() {
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.onResume?.();
  }

  listenAll = () => [...this.subscribers.keys()].map((channel) => `listen ${channel}`).join("; ");
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 30_000;

/**
 * PostgreSQL: a connection of its own, never the pool's, since a pooled connection is handed to
 * other queries and may be closed while idle, losing its LISTEN. When it drops it connects
 * again, waiting longer each time (up to 30 s), listens again and tells every subscriber.
 */
export function dedicatedListener(connectionString: string, onError: (error: Error) => void): Listener {
  const channels = new Channels();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let isClosed = false;

  const open = async () => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on("notification", channels.dispatch);
    const dropped = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      if (error) onError(error);
      if (!isClosed && channels.subscribers.size > 0) retry();
    };
    next.on("error", dropped);
    next.on("end", () => dropped());
    try {
      await next.connect();
      if (channels.subscribers.size > 0) await next.query(channels.listenAll());
      if (isClosed) throw new Error("The database is closed.");
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    return next;
  };
  const connect = async () => {
    if (client) return client;
    connecting ??= open().finally(() => (connecting = undefined));
    return connecting;
  };

  const retry = () => {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          channels.resumed();
        },
        (error: Error) => {
          onError(error);
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
          if (!isClosed) retry();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  return {
    async listen(channel, subscriber) {
      const isNew = channels.add(channel, subscriber);
      try {
        // Again even on a new connection (which listens to every channel): it may have listed them before this one came.
        const listening = await connect();
        if (isNew) await listening.query(`listen ${channel}`);
      } catch (error) {
        channels.remove(channel, subscriber);
        throw error;
      }
      return async () => {
        if (!channels.remove(channel, subscriber)) return;
        if (channels.subscribers.size === 0) {
          const last = client;
          client = undefined;
          await last?.end().catch(() => {});
        } else await client?.query(`unlisten ${channel}`).catch(() => {});
      };
    },
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/**
 * PGlite: one session behind a socket, and the pool's one connection is where a commit's
 * NotificationResponse arrives (PGlite's own `listen` in the worker does not fire for queries
 * that come over the socket). So LISTEN goes through the pool, and every connection the pool
 * makes is hooked (call this before its first): it hands notifications on, and a replacement
 * listens again before any query of the pool's runs on it.
 */
export function poolListener(pool: pg.Pool, onError: (error: Error) => void): Listener {
  const channels = new Channels();
  let hasConnected = false;
  pool.on("connect", (client) => {
    client.on("notification", channels.dispatch);
    if (!hasConnected) {
      hasConnected = true;
      return;
    }
    if (channels.subscribers.size === 0) return;
    // pg queues this before whatever the pool lends the connection for.
    client.query(channels.listenAll()).then(() => channels.resumed(), onError);
  });
  return {
    async listen(channel, subscriber) {
      if (channels.add(channel, subscriber)) {
        try {
          await pool.query(`listen ${channel}`);
        } catch (error) {
          channels.remove(channel, subscriber);
          throw error;
        }
      }
      return async () => {
        if (channels.remove(channel, subscriber)) await pool.query(`unlisten ${channel}`).catch(() => {});
      };
    },
    async close() {},
  };
}
