import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { JWK } from "jose";
import type { Configuration, KoaContextWithOIDC, default as Provider } from "oidc-provider";
import { errorBody } from "../errors.js";
import { accountClaims, type DemoAccount, findDemoAccount } from "./accounts.js";
import { createMemoryAdapterFactory } from "./memory-adapter.js";
import { messagePage } from "./pages.js";

/** Where the provider is mounted: Okta's default authorization server has the same path. */
export const MOUNT_PATH = "/oauth2/default";
export const stylesheetPath = `${MOUNT_PATH}/assets/sign-in.css`;

/** What the app asks for (openid profile email); offline_access is allowed but not needed. */
const OIDC_SCOPES = "openid profile email offline_access";
/** The access token's `scope`, like Okta's `scp` for the same request. */
const API_SCOPES = "openid profile email";

const HOUR = 3600;
// Okta's defaults for its access and ID tokens; the API checks access tokens locally, so a
// token lives out its hour after sign-out, as it would with Okta.
const TOKEN_TTL = HOUR;
// A working day; refresh tokens also end with the session (no offline_access), i.e. at sign-out.
const SESSION_TTL = 12 * HOUR;

export interface ProviderOptions {
  issuer: string;
  publicUrl: string;
  clientId: string;
  audience: string;
  privateJwks: { keys: JWK[] };
  accounts: readonly DemoAccount[];
}

/**
 * oidc-provider warns on import that Node 20 is not a supported runtime. The project targets
 * Node 20 and the flows were measured there (architecture.md), so that one line is dropped
 * rather than shown to every developer on every start. Everything else still prints.
 */
async function importProvider(): Promise<typeof import("oidc-provider")> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].includes("Unsupported runtime")) return;
    warn(...args);
  };
  try {
    return await import("oidc-provider");
  } finally {
    console.warn = warn;
  }
}

/**
 * okta-auth-js's signOut() revokes with `Authorization: Basic base64(clientId)` (no colon, no
 * secret) and no client_id in the body, which oidc-provider refuses for a public client. For
 * exactly that header and our client, the header becomes the client_id parameter
 * oidc-provider expects from public clients: pushed back in front of the unread body.
 */
export function acceptOktaPublicClientBasic(req: IncomingMessage, clientId: string): boolean {
  const encoded = /^Basic ([A-Za-z0-9+/]+=*)$/i.exec(req.headers.authorization ?? "")?.[1];
  if (!encoded) return false;
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  if (decoded !== clientId && decoded !== `${clientId}:`) return false;
  const prefix = Buffer.from(`client_id=${encodeURIComponent(clientId)}&`);
  delete req.headers.authorization;
  req.unshift(prefix);
  const length = req.headers["content-length"];
  if (length !== undefined) req.headers["content-length"] = String(Number(length) + prefix.length);
  return true;
}

/** Ends the provider session at once: what the confirm form's "Yes, sign me out" would do. */
async function endSessionWithoutConfirm(ctx: KoaContextWithOIDC, publicUrl: string): Promise<void> {
  const { session, provider } = ctx.oidc;
  if (!session) throw new Error("end_session without a session");
  const { postLogoutRedirectUri, state } = (session.state ?? {}) as { postLogoutRedirectUri?: string; state?: string };
  for (const { grantId } of Object.values(session.authorizations ?? {})) {
    if (!grantId) continue;
    await Promise.all([
      provider.RefreshToken.revokeByGrantId(grantId),
      provider.AuthorizationCode.revokeByGrantId(grantId),
      provider.Grant.adapter.destroy(grantId),
    ]);
  }
  // Destroyed sessions are not saved again by oidc-provider; the cookie goes with it.
  await session.destroy();
  ctx.oidc.cookies.set(provider.cookieName("session"), null, cookieOptions);
  // endSessionChecks already checked the address against the client's registered ones.
  const target = postLogoutRedirectUri
    ? new URL(postLogoutRedirectUri)
    : new URL(`${MOUNT_PATH}/v1/logout/success`, publicUrl);
  if (postLogoutRedirectUri && state !== undefined) target.searchParams.set("state", state);
  ctx.status = 303;
  ctx.redirect(target.href);
}

const cookieOptions = { httpOnly: true, sameSite: "lax" as const, signed: true };

function html(ctx: KoaContextWithOIDC, body: string) {
  ctx.type = "html";
  ctx.body = body;
}

export async function createProvider(options: ProviderOptions): Promise<Provider> {
  const { issuer, publicUrl, clientId, audience, privateJwks, accounts } = options;
  const { default: ProviderClass, errors } = await importProvider();
  const appOrigin = new URL(publicUrl).origin;
  const backToApp = { href: `${publicUrl}/login`, text: "Back to Shopdesk" };

  const configuration: Configuration = {
    adapter: createMemoryAdapterFactory(),
    clients: [
      {
        client_id: clientId,
        client_name: "Shopdesk",
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: [`${publicUrl}/login/callback`],
        post_logout_redirect_uris: [`${publicUrl}/login`],
      },
    ],
    jwks: privateJwks as Configuration["jwks"],
    // Random per start: sessions live in memory and end with the process anyway.
    cookies: { keys: [randomBytes(32).toString("base64url")], long: cookieOptions, short: cookieOptions },
    claims: {
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
      openid: ["sub"],
      profile: ["name", "given_name", "family_name", "preferred_username"],
      email: ["email", "email_verified"],
    },
    scopes: OIDC_SCOPES.split(" "),
    responseTypes: ["code"],
    // One public client: nothing here has a secret to authenticate with.
    clientAuthMethods: ["none"],
    pkce: { required: () => true },
    // given_name and friends in the ID token itself: the app reads them from there.
    conformIdTokenClaims: false,
    routes: {
      authorization: "/v1/authorize",
      token: "/v1/token",
      userinfo: "/v1/userinfo",
      revocation: "/v1/revoke",
      end_session: "/v1/logout",
      jwks: "/v1/keys",
      introspection: "/v1/introspect",
      pushed_authorization_request: "/v1/par",
    },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      revocation: {
        enabled: true,
        // Only the client a token was issued to may revoke it.
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx) => endSessionWithoutConfirm(ctx, publicUrl),
        postLogoutSuccessSource: (ctx) =>
          html(
            ctx,
            messagePage({
              stylesheetUrl: stylesheetPath,
              title: "Signed out",
              message: "You are signed out of Shopdesk.",
              link: backToApp,
            }),
          ),
      },
      resourceIndicators: {
        enabled: true,
        // Every token is for the API, even though okta-auth-js never sends `resource`.
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES,
            audience,
            accessTokenTTL: TOKEN_TTL,
            accessTokenFormat: "jwt",
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
    },
    // The API writes the person's name into history rows; it only sees the access token.
    extraTokenClaims: (_ctx, token) => {
      const account = "accountId" in token ? findDemoAccount(token.accountId, accounts) : undefined;
      // The address too, as an Okta authorization server can be told to add: alert emails go to it.
      return account ? { name: account.name, email: account.email } : undefined;
    },
    // The app asks for openid profile email only, yet renews with refresh tokens (rotated on use).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    // A first-party app: consent is implied, so the grant is made without asking.
    async loadExistingGrant(ctx) {
      const { client, session, account, provider } = ctx.oidc;
      if (!client || !account) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session?.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: account.accountId });
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addResourceScope(audience, API_SCOPES);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${MOUNT_PATH}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = findDemoAccount(sub, accounts);
      return account && { accountId: account.username, claims: () => accountClaims(account) };
    },
    clientBasedCORS: (_ctx, origin) => origin === appOrigin,
    renderError: (ctx, out) =>
      html(
        ctx,
        messagePage({
          stylesheetUrl: stylesheetPath,
          title: "Sign-in problem",
          message: out.error_description ?? out.error,
          link: backToApp,
        }),
      ),
    ttl: {
      AccessToken: TOKEN_TTL,
      IdToken: TOKEN_TTL,
      AuthorizationCode: 60,
      Interaction: HOUR,
      RefreshToken: SESSION_TTL,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
    },
  };

  const provider = new ProviderClass(issuer, configuration);
  // The mount handler sets X-Forwarded-Host/-Proto from PUBLIC_URL, so every URL the provider
  // writes (discovery, redirects, cookie `secure`) is the public one, also behind Vite or a proxy.
  provider.proxy = true;

  provider.use(async (ctx, next) => {
    const revoke = ctx.method === "POST" && ctx.path === "/v1/revoke";
    if (revoke) acceptOktaPublicClientBasic(ctx.req, clientId);
    await next();
    // JWT access tokens are not stored, so they cannot be revoked: they expire on their own.
    // RFC 7009 lets us answer 200, and okta-auth-js's signOut() fails on anything else.
    if (
      revoke &&
      ctx.status === 400 &&
      (ctx.body as { error?: string } | undefined)?.error === "unsupported_token_type"
    ) {
      // Drop the error's JSON type first: okta-auth-js parses any JSON-typed body and fails on an empty one.
      ctx.remove("Content-Type");
      ctx.status = 200;
      ctx.body = "";
    }
    if (ctx.status === 404 && ctx.body == null) {
      const url = (ctx.req as IncomingMessage & { originalUrl?: string }).originalUrl ?? ctx.url;
      ctx.body = errorBody(404, `No such endpoint: ${ctx.method} ${url.split("?", 1)[0]}`);
      ctx.status = 404; // Koa turns a body set on an implicit 404 into a 200
    }
  });
  return provider;
}
