import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";

/** Who made a request: the access token's subject, and a display name when it carries one. */
export interface Principal {
  subject: string;
  name: string | null;
  /** The token's `exp`: a live stream closes then (docs/api.md, "Live updates"). */
  expiresAt: Date;
  /** The token's `email` claim, when it carries one: where alert emails go unless the person gives another. */
  email?: string;
}

export type VerifyToken = (token: string) => Promise<Principal>;

export interface VerifierOptions {
  issuer: string;
  /** The API's audience; an ID token (audience = the client id) never passes. */
  audience: string;
  /** The issuer's signing keys, e.g. `createRemoteJWKSet(jwks_uri)`. */
  keys: JWTVerifyGetKey;
  clockToleranceSeconds?: number;
  /** How many verified tokens are kept (see createTokenVerifier); 0 verifies every request. */
  cachedTokens?: number;
}

/** Raised for any token the API must not accept; the message is safe to show. */
export class InvalidTokenError extends Error {
  override name = "InvalidTokenError";
}

/**
 * Verifies a JWT access token: RS256 only (so `alg: none` and HS256 signed with the public
 * key are refused), the issuer, the audience, `exp` and `nbf` with a small tolerance.
 *
 * A token that passed is kept, by its whole text (signature included, so no other string can
 * match it), until its `exp`: a person's next requests skip the signature check, the request's
 * largest fixed cost (docs/performance.md, "The server's own time"). Past `exp` it is checked
 * again, and refused once the tolerance is over. The oldest entry leaves when the cache is full.
 */
export function createTokenVerifier({
  issuer,
  audience,
  keys,
  clockToleranceSeconds = 30,
  cachedTokens = 1000,
}: VerifierOptions): VerifyToken {
  const verified = new Map<string, Principal>();
  return async (token) => {
    const cached = verified.get(token);
    if (cached && Date.now() < cached.expiresAt.getTime()) return cached;
    verified.delete(token);
    const principal = Object.freeze(await verify(token));
    if (cachedTokens > 0 && Date.now() < principal.expiresAt.getTime()) {
      if (verified.size >= cachedTokens) verified.delete(verified.keys().next().value!);
      verified.set(token, principal);
    }
    return principal;
  };

  async function verify(token: string): Promise<Principal> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms: ["RS256"],
        clockTolerance: clockToleranceSeconds,
        requiredClaims: ["sub", "exp"],
      }));
    } catch (error) {
      throw new InvalidTokenError(describe(error));
    }
    const name = [payload.name, payload.given_name].find((value): value is string => typeof value === "string");
    return {
      subject: payload.sub as string,
      name: name ?? null,
      expiresAt: new Date((payload.exp as number) * 1000),
      ...(typeof payload.email === "string" && payload.email !== "" ? { email: payload.email } : {}),
    };
  }
}

function describe(error: unknown): string {
  if (error instanceof errors.JWTExpired) return "The access token has expired.";
  if (error instanceof errors.JWTClaimValidationFailed)
    return `The access token's ${error.claim} claim is not accepted.`;
  return "The access token is not valid.";
}
