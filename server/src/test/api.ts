import type { FastifyInstance, RouteOptions } from "fastify";
import { buildApp } from "../app.js";
import type { LiveOptions } from "../live/index.js";
import { loadConfig } from "../config.js";
import { type TestDatabase, openTestDatabase } from "./database.js";
import { type TestTokens, createTestTokens } from "./tokens.js";

export interface ApiAnswer<T = unknown> {
  status: number;
  // Tests read what they expect from it; the contract checks parse it with the route schemas.
  body: T & {
    error?: { code: string; message: string; fields?: Record<string, string>; current?: Record<string, unknown> };
  };
}

export interface TestApi {
  test: TestDatabase;
  app: FastifyInstance;
  /** The `Authorization` header value, for requests `call` cannot make (e.g. a CSV answer). */
  authorization: string;
  /** The issuer the app trusts, for other people's tokens or short-lived ones. */
  tokens: TestTokens;
  call<T = Record<string, unknown>>(
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    body?: unknown,
  ): Promise<ApiAnswer<T>>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  onRoute?: (route: RouteOptions) => void;
  /** Receives the server's log lines (at level info); without it the log is silent. */
  logStream?: { write(line: string): void };
  /** More configuration, as environment variables (`MAX_UPLOAD_MB`…). */
  env?: Record<string, string>;
  /** The live feed's timings and clock (server/src/live/options.ts). */
  live?: Partial<LiveOptions>;
}

/** The real app over a fresh test database, signed in as Dana (sub "dana"). */
export async function openTestApi({ onRoute, logStream, env = {}, live }: TestApiOptions = {}): Promise<TestApi> {
  const test = await openTestDatabase();
  const tokens = await createTestTokens();
  const authorization = `Bearer ${await tokens.accessToken({ sub: "dana", name: "Dana Reyes" })}`;
  const config = loadConfig({ LOG_LEVEL: logStream ? "info" : "silent", ...env });
  const app = await buildApp({
    config,
    database: test.database,
    verifyToken: tokens.verifyToken,
    onRoute,
    logStream,
    live,
  });
  return {
    test,
    app,
    authorization,
    tokens,
    async call(method, url, body) {
      const response = await app.inject({
        method,
        url,
        headers: { authorization },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: response.statusCode, body: response.json() };
    },
    async close() {
      await app.close();
      await test.cleanup();
    },
  };
}

/** Path segment encoding, as the app's URLs do it. */
export const seg = (text: string) => encodeURIComponent(text);
