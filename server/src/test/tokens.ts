import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { createTokenVerifier, type VerifyToken } from "../auth/verify-token.js";

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];

export const TEST_ISSUER = "http://issuer.test/oauth2/default";
export const TEST_AUDIENCE = "api://shopdesk-test";

export interface TestTokens {
  /** The real verifier, trusting only this helper's freshly made RS256 key. */
  verifyToken: VerifyToken;
  /** A valid access token; claims override the defaults (sub "dana", 5 minutes). */
  accessToken(claims?: JWTPayload): Promise<string>;
  /** The private key, for tests that craft bad tokens of their own. */
  privateKey: SigningKey;
}

/** An in-process issuer for API tests: real signatures, real verification, no network. */
export async function createTestTokens(): Promise<TestTokens> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const verifyToken = createTokenVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    keys: createLocalJWKSet({ keys: [jwk] }),
  });
  const accessToken = (claims: JWTPayload = {}) =>
    new SignJWT({ name: "Dana Reyes", ...claims })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setSubject(claims.sub ?? "dana")
      .setIssuedAt()
      .setExpirationTime(claims.exp ?? "5m")
      .sign(privateKey);
  return { verifyToken, accessToken, privateKey };
}
