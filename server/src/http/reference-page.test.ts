import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi } from "../test/api.js";

const contentTypes: Record<string, RegExp> = {
  css: /^text\/css/,
  js: /^application\/javascript/,
  png: /^image\/png/,
};

describe("the API reference page (/api/reference)", () => {
  let api: TestApi;
  let appPolicy: string;

  beforeAll(async () => {
    api = await openTestApi();
    appPolicy = String((await api.app.inject("/api/customers")).headers["content-security-policy"]);
  });
  afterAll(async () => api?.close());

  // The README's address has no trailing slash: there, relative asset URLs resolved to
  // /reference/static/… and the page stayed blank.
  it.each(["/api/reference", "/api/reference/"])(
    "%s: every asset the page names answers, with its type",
    async (path) => {
      const page = await api.app.inject(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      const references = [...page.body.matchAll(/\s(?:href|src)="([^"]+)"/g)].map(
        ([, url]) => new URL(url!, `http://localhost${path}`),
      );
      expect(references.length).toBeGreaterThanOrEqual(5);
      for (const url of references) {
        expect(url.origin, url.href).toBe("http://localhost");
        expect(url.pathname, url.href).toMatch(/^\/api\/reference\/static\//);
        const asset = await api.app.inject(url.pathname);
        expect(asset.statusCode, url.pathname).toBe(200);
        expect(asset.headers["content-type"], url.pathname).toMatch(contentTypes[url.pathname.split(".").pop()!]!);
      }
    },
  );

  it.each(["/api/reference", "/api/reference/"])(
    "%s: runs under the app's own CSP, with nothing inline for it to refuse",
    async (path) => {
      const page = await api.app.inject(path);
      expect(page.headers["content-security-policy"]).toBe(appPolicy);
      expect(appPolicy).toContain("style-src 'self';");
      expect(appPolicy).not.toMatch(/unsafe-inline|https:/);
      expect(page.body).not.toMatch(/<style|\sstyle=/i);
      // Every script is a file: none carries code of its own.
      expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
      const initializer = await api.app.inject("/api/reference/static/swagger-initializer.js");
      expect(initializer.headers["content-security-policy"]).toBe(appPolicy);
      // Swagger UI's standalone layout draws a top bar whose logo carries an inline <style>.
      expect(initializer.body).toContain('"layout":"BaseLayout"');
    },
  );

  it("reads the same document as /api/openapi.json", async () => {
    const document = (await api.app.inject("/api/openapi.json")).json();
    // The page asks for `json` beside its own address.
    expect((await api.app.inject("/api/reference/json")).json()).toEqual(document);
  });
});
