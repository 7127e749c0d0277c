import { createHash } from "node:crypto";
import { downloadLinkSchema, errorBodySchema, reportNames } from "@shopdesk/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { type ReportData, buildReportData } from "../test/reports-data.js";
import { createDownloadLink } from "../downloads/index.js";

type Link = { Url: string; FileName: string; ExpiresAt: string };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const tokenOf = (url: string) => url.split("/").at(-1)!;

describe(`download links (${testEngine})`, () => {
  let api: TestApi;
  let data: ReportData;
  const log: string[] = [];
  const db = () => api.test.database.db;

  const mint = async (path: string) => {
    const answer = await api.call<Link>("POST", `/api/reports/${path}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  /** The link's download, as the browser asks for it: no Authorization header. */
  const download = (url: string) => api.app.inject({ method: "GET", url });
  const bearerCsv = (url: string) =>
    api.app.inject({ method: "GET", url, headers: { authorization: api.authorization } });
  const rows = () => db().selectFrom("download_link").selectAll().execute();

  beforeAll(async () => {
    api = await openTestApi({ logStream: { write: (line) => void log.push(line) } });
    data = await buildReportData(db());
  });
  afterAll(async () => api?.close());

  it("mints a link that names the file and expires in 60 s, storing only the token's hash", async () => {
    await db().deleteFrom("download_link").execute();
    const before = Date.now();
    const link = downloadLinkSchema.parse(await mint("open-orders.csv/link?customerId=muller&sort=-DueDate"));
    expect(link.Url).toMatch(/^\/api\/downloads\/[\w-]{43}$/);
    expect(link.FileName).toBe(`open-orders-${data.today}.csv`);
    // The database's clock, seconds from ours at most.
    expect(Math.abs(link.ExpiresAt.getTime() - (before + 60_000))).toBeLessThan(5_000);

    const token = tokenOf(link.Url);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      token_hash: sha256(token),
      kind: "report-csv",
      subject: "dana",
      name: "Dana Reyes",
      used_at: null,
    });
    expect(stored[0]!.target).toMatchObject({
      report: "open-orders",
      query: { customerId: "MULLER", sort: { field: "DueDate", descending: true } },
    });
    expect(stored[0]!.expires_at.getTime() - stored[0]!.created_at.getTime()).toBe(60_000);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("downloads without a bearer token exactly what the bearer CSV route streams, headers and name included", async () => {
    const queries: Record<(typeof reportNames)[number], string> = {
      parts: "sort=-Description",
      "open-orders": "customerId=MULLER",
      "late-work-orders": "dueFrom=2000-01-01&sort=-PartNumber",
      shipments: "from=2000-01-01&to=2100-12-31&sort=PONumber",
      "sales-by-customer": "sort=Month",
    };
    for (const name of reportNames) {
      const link = await mint(`${name}.csv/link?${queries[name]}`);
      const viaLink = await download(link.Url);
      const viaBearer = await bearerCsv(`/api/reports/${name}.csv?${queries[name]}`);
      expect(viaLink.statusCode, name).toBe(200);
      expect(viaLink.rawPayload.equals(viaBearer.rawPayload), name).toBe(true);
      expect(viaLink.rawPayload.length, name).toBeGreaterThan(200);
      for (const header of ["content-type", "content-disposition", "cache-control"]) {
        expect(viaLink.headers[header], `${name} ${header}`).toBe(viaBearer.headers[header]);
      }
      expect(viaLink.headers["content-disposition"]).toBe(`attachment; filename="${link.FileName}"`);
      expect(viaLink.headers["cache-control"]).toBe("no-store");
      expect(viaLink.headers["referrer-policy"]).toBe("no-referrer");
    }
  });

  it("works once: the second use answers 404 and changes nothing", async () => {
    const link = await mint("parts.csv/link");
    expect((await download(link.Url)).statusCode).toBe(200);
    const [used] = await db()
      .selectFrom("download_link")
      .selectAll()
      .where("token_hash", "=", sha256(tokenOf(link.Url)))
      .execute();
    expect(used!.used_at).toBeInstanceOf(Date);

    const again = await download(link.Url);
    expect(again.statusCode).toBe(404);
    expect(errorBodySchema.parse(again.json()).error.code).toBe("not_found");
    expect(again.headers["cache-control"]).toBe("no-store");
    expect(again.headers["referrer-policy"]).toBe("no-referrer");
    const [after] = await db()
      .selectFrom("download_link")
      .selectAll()
      .where("token_hash", "=", sha256(tokenOf(link.Url)))
      .execute();
    expect(after).toEqual(used);
  });

  it("gives one download to two requests with the same link at once", async () => {
    const link = await mint("parts.csv/link");
    const statuses = (await Promise.all([download(link.Url), download(link.Url), download(link.Url)])).map(
      (answer) => answer.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 404, 404]);
  });

  it("refuses an expired link with 404 and leaves it unused", async () => {
    const link = await mint("parts.csv/link");
    const hash = sha256(tokenOf(link.Url));
    await db()
      .updateTable("download_link")
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where("token_hash", "=", hash)
      .execute();
    const answer = await download(link.Url);
    expect(answer.statusCode).toBe(404);
    expect(errorBodySchema.parse(answer.json()).error.code).toBe("not_found");
    const [row] = await db().selectFrom("download_link").select("used_at").where("token_hash", "=", hash).execute();
    expect(row).toEqual({ used_at: null });

    // Made already expired by the repository itself: refused the same way.
    const { token } = await createDownloadLink(
      db(),
      { kind: "report-csv", target: { report: "parts", query: {} }, subject: "dana", name: null },
      0,
    );
    expect((await download(`/api/downloads/${token}`)).statusCode).toBe(404);
  });

  it("refuses an unknown token with 404, and a HEAD does not spend a link", async () => {
    const unknown = await download(`/api/downloads/${"A".repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).error.code).toBe("not_found");
    expect((await download("/api/downloads/not-even-a-token")).statusCode).toBe(404);

    const link = await mint("parts.csv/link");
    expect((await api.app.inject({ method: "HEAD", url: link.Url })).statusCode).toBe(404);
    expect((await download(link.Url)).statusCode).toBe(200);
  });

  it("answers a browser tab a readable page, under the app's CSP, for a link that does not work; API clients keep JSON", async () => {
    /** What Chromium sends when a link is opened in a tab. */
    const browser = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8";
    const open = (url: string, accept = browser) => api.app.inject({ method: "GET", url, headers: { accept } });
    const appPolicy = (await api.app.inject({ method: "GET", url: "/config.json" })).headers["content-security-policy"];
    expect(appPolicy).toContain("default-src 'self'");

    const used = await mint("parts.csv/link");
    expect((await open(used.Url)).statusCode).toBe(200);
    const removed = await createDownloadLink(db(), {
      kind: "attachment",
      target: { attachmentId: "999999", disposition: "attachment" },
      subject: "dana",
      name: null,
    });
    for (const [url, message] of [
      [used.Url, /used or expired/],
      [`/api/downloads/${"A".repeat(43)}`, /used or expired/],
      [`/api/downloads/${removed.token}`, /removed after its link was made/],
    ] as const) {
      const page = await open(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(page.headers["content-security-policy"], url).toBe(appPolicy);
      expect(page.headers["cache-control"], url).toBe("no-store");
      expect(page.headers["referrer-policy"], url).toBe("no-referrer");
      expect(page.headers.vary, url).toMatch(/accept/i);
      expect(page.body, url).toMatch(/^<!doctype html>/i);
      expect(page.body, url).toContain('<html lang="en">');
      expect(page.body, url).toMatch(/<h1>[^<]+<\/h1>/);
      expect(page.body, url).toMatch(message);
      expect(page.body, url).toContain('<a href="/">');
      // Nothing the app's CSP would block: no inline style or script.
      expect(page.body, url).not.toMatch(/<script|<style|style=/i);
    }

    for (const accept of ["application/json", "*/*", "application/json, text/html", ""]) {
      const answer = await open(used.Url, accept);
      expect(answer.statusCode, accept).toBe(404);
      expect(answer.headers["content-type"], accept).toMatch(/^application\/json/);
      expect(errorBodySchema.parse(answer.json()).error.code, accept).toBe("not_found");
    }
  });

  it("deletes used and expired links when it mints a new one", async () => {
    const spent = await mint("parts.csv/link");
    await download(spent.Url);
    const stale = await mint("parts.csv/link");
    await db()
      .updateTable("download_link")
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where("token_hash", "=", sha256(tokenOf(stale.Url)))
      .execute();
    const fresh = await mint("parts.csv/link");
    const kept = (await rows()).map((row) => row.token_hash);
    expect(kept).toContain(sha256(tokenOf(fresh.Url)));
    expect(kept).not.toContain(sha256(tokenOf(spent.Url)));
    expect(kept).not.toContain(sha256(tokenOf(stale.Url)));
    expect(
      await db()
        .selectFrom("download_link")
        .select("token_hash")
        .where((eb) => eb.or([eb("used_at", "is not", null), eb("expires_at", "<=", sql<Date>`now()`)]))
        .execute(),
    ).toEqual([]);
  });

  it("refuses bad filters with 400 naming each field, and a caller without a token with 401; neither stores a link", async () => {
    const before = await rows();
    for (const [query, fields] of [
      ["open-orders.csv/link?dueFrom=2026-02-30", ["dueFrom"]],
      ["shipments.csv/link?from=2026-03-02&to=2026-03-01", ["to"]],
      ["parts.csv/link?active=yes&sort=-Material", ["active", "sort"]],
    ] as const) {
      const { status, body } = await api.call("POST", `/api/reports/${query}`);
      expect(status, query).toBe(400);
      expect(Object.keys(body.error!.fields!).sort(), query).toEqual(fields);
    }
    const body = await api.app.inject({
      method: "POST",
      url: "/api/reports/parts.csv/link",
      headers: { authorization: api.authorization, "content-type": "application/json" },
      payload: '{"report":"parts"}',
    });
    expect(body.statusCode).toBe(400);
    const anonymous = await api.app.inject({ method: "POST", url: "/api/reports/parts.csv/link" });
    expect(anonymous.statusCode).toBe(401);
    expect(errorBodySchema.parse(anonymous.json()).error.code).toBe("unauthorized");
    expect((await api.call("POST", "/api/reports/everything.csv/link")).status).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it("keeps the token out of the request log", async () => {
    log.length = 0;
    const link = await mint("open-orders.csv/link");
    const token = tokenOf(link.Url);
    expect((await download(link.Url)).statusCode).toBe(200);
    expect((await download(`${link.Url}?again=1`)).statusCode).toBe(404);
    const entries = log.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    const urls = entries.flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toContain("/api/downloads/[redacted]");
    expect(urls).toContain("/api/downloads/[redacted]?again=1");
    expect(urls).toContain("/api/reports/open-orders.csv/link");
    expect(log.join("\n")).not.toContain(token);
    expect(log.join("\n")).not.toContain(token.slice(0, 16));
  });
});
