import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from "jose";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_AUDIENCE, TEST_ISSUER } from "../test/tokens.js";
import { createTokenVerifier, InvalidTokenError } from "./verify-token.js";

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];

describe("the token verifier's cache", () => {
  let privateKey: SigningKey;
  let localKeys: JWTVerifyGetKey;

  beforeAll(async () => {
    const pair = await generateKeyPair("RS256", { extractable: true });
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
    localKeys = createLocalJWKSet({ keys: [jwk] });
  });

  afterEach(() => vi.useRealTimers());

  /** A verifier whose key lookups are counted: one lookup is one signature check. */
  function countingVerifier(cachedTokens?: number) {
    const lookups = { count: 0 };
    const keys: JWTVerifyGetKey = (header, token) => {
      lookups.count++;
      return localKeys(header, token);
    };
    return {
      lookups,
      verify: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, keys, cachedTokens }),
    };
  }

  const sign = (sub: string, exp: number | string = "5m") =>
    new SignJWT({ name: "Dana Reyes" })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(privateKey);

  it("checks a token's signature once, then answers the same person until it expires", async () => {
    const { lookups, verify } = countingVerifier();
    const token = await sign("dana");
    const first = await verify(token);
    const again = await verify(token);
    expect(again).toEqual(first);
    expect(first.subject).toBe("dana");
    expect(lookups.count).toBe(1);
    // What the cache answers cannot be changed for the next request.
    expect(Object.isFrozen(again)).toBe(true);
  });

  it("never answers from the cache for a token that differs from a kept one, even in its signature alone", async () => {
    const { lookups, verify } = countingVerifier();
    const token = await sign("dana");
    await verify(token);
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    await expect(verify(flipped)).rejects.toThrow(InvalidTokenError);
    expect(lookups.count).toBe(2);
  });

  it("checks a kept token again once it has expired, and refuses it after the clock tolerance", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-08T09:00:00Z"));
    const { lookups, verify } = countingVerifier();
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = await sign("dana", exp);
    await verify(token);
    vi.setSystemTime((exp - 1) * 1000);
    await verify(token);
    expect(lookups.count).toBe(1);
    vi.setSystemTime((exp + 31) * 1000);
    await expect(verify(token)).rejects.toThrow("The access token has expired.");
    expect(lookups.count).toBe(2);
  });

  it("keeps at most `cachedTokens` tokens, letting the oldest go", async () => {
    const { lookups, verify } = countingVerifier(2);
    const [a, b, c] = await Promise.all([sign("a"), sign("b"), sign("c")]);
    for (const token of [a, b, c, c, b]) await verify(token);
    expect(lookups.count).toBe(3);
    await verify(a);
    expect(lookups.count).toBe(4);
  });

  it("with `cachedTokens: 0` checks every request", async () => {
    const { lookups, verify } = countingVerifier(0);
    const token = await sign("dana");
    await verify(token);
    await verify(token);
    expect(lookups.count).toBe(2);
  });
});
