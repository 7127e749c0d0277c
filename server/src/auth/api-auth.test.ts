import Fastify, { type FastifyInstance } from "fastify";
import { base64url, decodeJwt, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleError } from "../errors.js";
import { createTestTokens, TEST_AUDIENCE, TEST_ISSUER, type TestTokens } from "../test/tokens.js";
import { apiAuth } from "./api-auth.js";

/** Signs like the test issuer, with the header and claims a test wants to get wrong. */
function craft(
  key: TestTokens["privateKey"],
  claims: JWTPayload,
  header: { alg: string; kid?: string } = { alg: "RS256", kid: "test-key" },
) {
  return new SignJWT({ sub: "dana", iss: TEST_ISSUER, aud: TEST_AUDIENCE, ...claims })
    .setProtectedHeader(header)
    .setIssuedAt()
    .setExpirationTime(typeof claims.exp === "number" ? claims.exp : "5m")
    .sign(key);
}

const unsigned = (claims: JWTPayload) =>
  `${base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }))}.${base64url.encode(
    JSON.stringify({
      sub: "dana",
      iss: TEST_ISSUER,
      aud: TEST_AUDIENCE,
      exp: Math.floor(Date.now() / 1000) + 300,
      ...claims,
    }),
  )}.`;

describe("the /api token check", () => {
  let app: FastifyInstance;
  let tokens: TestTokens;

  beforeAll(async () => {
    tokens = await createTestTokens();
    app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    await app.register(
      async (api) => {
        await api.register(apiAuth, { verifyToken: tokens.verifyToken });
        api.get("/whoami", async (request) => request.principal);
      },
      { prefix: "/api" },
    );
    app.get("/healthz", async () => ({ status: "ok" }));
  });
  afterAll(() => app.close());

  const call = (authorization?: string) =>
    app.inject({ url: "/api/whoami", headers: authorization === undefined ? {} : { authorization } });

  it("lets a valid access token through and knows who sent it, and until when", async () => {
    const token = await tokens.accessToken({ sub: "dana", name: "Dana Reyes" });
    const response = await call(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    const expiresAt = new Date(decodeJwt(token).exp! * 1000).toISOString();
    expect(response.json()).toEqual({ subject: "dana", name: "Dana Reyes", expiresAt });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("leaves routes outside /api alone", async () => {
    expect((await app.inject("/healthz")).statusCode).toBe(200);
  });

  it("refuses every token it must not accept with 401 and the standard body", async () => {
    const otherKey = (await generateKeyPair("RS256")).privateKey;
    const hmacKey = new TextEncoder().encode(JSON.stringify(await crypto.subtle.exportKey("jwk", tokens.privateKey)));
    const now = Math.floor(Date.now() / 1000);
    const cases: Record<string, string | undefined> = {
      "no header": undefined,
      "not a bearer": `Basic ${btoa("dana:secret")}`,
      malformed: "Bearer not-a-jwt",
      "bad signature": `Bearer ${await craft(otherKey, {})}`,
      "alg none": `Bearer ${unsigned({})}`,
      "HS256 with the key material": `Bearer ${await new SignJWT({ sub: "dana", iss: TEST_ISSUER, aud: TEST_AUDIENCE })
        .setProtectedHeader({ alg: "HS256", kid: "test-key" })
        .setExpirationTime("5m")
        .sign(hmacKey)}`,
      expired: `Bearer ${await craft(tokens.privateKey, { exp: now - 3600 })}`,
      "not yet valid": `Bearer ${await craft(tokens.privateKey, { nbf: now + 3600 })}`,
      "wrong issuer": `Bearer ${await craft(tokens.privateKey, { iss: "http://evil.test/oauth2/default" })}`,
      "wrong audience": `Bearer ${await craft(tokens.privateKey, { aud: "api://someone-else" })}`,
      "an ID token (audience: the client id)": `Bearer ${await craft(tokens.privateKey, { aud: "shopdesk-spa", nonce: "n" })}`,
      "no subject": `Bearer ${await craft(tokens.privateKey, { sub: undefined })}`,
    };
    for (const [name, authorization] of Object.entries(cases)) {
      const response = await call(authorization);
      expect(response.statusCode, name).toBe(401);
      expect(response.json().error.code, name).toBe("unauthorized");
      expect(response.headers["cache-control"], name).toBe("no-store");
      expect(response.body, name).not.toContain("dana");
    }
  });

  it("tolerates a little clock skew", async () => {
    const now = Math.floor(Date.now() / 1000);
    const response = await call(`Bearer ${await craft(tokens.privateKey, { exp: now - 10 })}`);
    expect(response.statusCode).toBe(200);
  });
});
