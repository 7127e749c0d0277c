import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { type Config, loadConfig } from "../config.js";
import { CookieBrowser, form, freePort, pkcePair } from "../test/browser.js";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { loadSigningKeys } from "./keys.js";

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  revocation_endpoint: string;
  end_session_endpoint: string;
  jwks_uri: string;
  code_challenge_methods_supported: string[];
}

interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/**
 * The built-in sign-in, driven over real HTTP the way okta-auth-js drives it: discovery,
 * authorization code with PKCE (S256), the login form, the token endpoint, refresh,
 * revocation with okta-auth-js's Basic header, and sign-out with id_token_hint.
 */
describe(`the built-in development sign-in, as okta-auth-js uses it (${testEngine})`, () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let config: Config;
  let keyDir: string;
  let origin: string;
  let issuer: string;
  let discovery: Discovery;
  const browser = new CookieBrowser();
  const apiCalls: string[] = [];

  beforeAll(async () => {
    test = await openTestDatabase();
    keyDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-sign-in-"));
    const port = await freePort();
    config = loadConfig({ PORT: String(port), LOG_LEVEL: "silent", APP_DIST_DIR: "/nonexistent" });
    origin = config.publicUrl;
    issuer = config.oidc.issuer;
    app = await buildApp({
      config,
      database: test.database,
      devSignInKeys: await loadSigningKeys(keyDir),
      // A probe behind the /api scope's token check.
      extraApiRoutes: async (api) => {
        api.get("/test/whoami", async (request) => {
          apiCalls.push(request.principal.subject);
          return request.principal;
        });
      },
    });
    await app.listen({ port, host: "localhost" });
  });

  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
    fs.rmSync(keyDir, { recursive: true, force: true });
  });

  const token = async (fields: Record<string, string>) => {
    const response = await fetch(discovery.token_endpoint, form({ client_id: config.oidc.clientId, ...fields }));
    return { status: response.status, body: (await response.json()) as TokenResponse & { error?: string } };
  };
  /** okta-auth-js's revokeToken(): Basic base64(clientId), no secret, no client_id in the body. */
  const revoke = (value: string, hint: "access_token" | "refresh_token") =>
    fetch(discovery.revocation_endpoint, {
      ...form({ token_type_hint: hint, token: value }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${btoa(config.oidc.clientId)}`,
      },
    });
  const whoami = (accessToken: string) =>
    fetch(`${origin}/api/test/whoami`, { headers: { authorization: `Bearer ${accessToken}` } });

  /** Starts a sign-in like oktaAuth.signInWithRedirect() and returns the login page. */
  async function startSignIn() {
    const pkce = pkcePair();
    const state = `state-${Math.random()}`;
    const nonce = `nonce-${Math.random()}`;
    const redirectUri = `${origin}/login/callback`;
    const authorize = new URL(discovery.authorization_endpoint);
    authorize.search = new URLSearchParams({
      client_id: config.oidc.clientId,
      redirect_uri: redirectUri,
      response_type: "code",
      response_mode: "query",
      scope: "openid profile email",
      state,
      nonce,
      code_challenge: pkce.challenge,
      code_challenge_method: "S256",
    }).toString();
    const { response, hops } = await browser.follow(authorize.href, origin);
    return { pkce, state, nonce, redirectUri, response, hops };
  }

  const actionOf = (html: string) => new URL(/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "", origin).href;

  it("publishes Okta-shaped discovery under the issuer", async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    discovery = (await response.json()) as Discovery;
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/v1/authorize`,
      token_endpoint: `${issuer}/v1/token`,
      userinfo_endpoint: `${issuer}/v1/userinfo`,
      revocation_endpoint: `${issuer}/v1/revoke`,
      end_session_endpoint: `${issuer}/v1/logout`,
      jwks_uri: `${issuer}/v1/keys`,
    });
    expect(discovery.code_challenge_methods_supported).toContain("S256");
  });

  let tokens: TokenResponse;

  it("signs Dana in with authorization code + PKCE and no consent screen", async () => {
    const start = await startSignIn();
    expect(start.hops[1]).toMatch(new RegExp(`^${origin}/oauth2/default/interaction/[\\w-]+$`));
    expect(start.response.status).toBe(200);
    const loginHtml = await start.response.text();
    expect(loginHtml).toContain('<label for="username">Username</label>');
    expect(loginHtml).toContain('<label for="password">Password</label>');
    // The server's CSP applies here too, and the page needs nothing it forbids.
    const csp = start.response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(loginHtml).not.toMatch(/<style|style="|<script/);
    const css = await fetch(new URL(/<link rel="stylesheet" href="([^"]+)"/.exec(loginHtml)?.[1] ?? "", origin));
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");

    // A wrong password: the form again, with the error and the username kept.
    const wrong = await browser.fetch(actionOf(loginHtml), form({ username: "dana", password: "nope" }));
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain("Unknown user or wrong password.");
    expect(wrongHtml).toContain('value="dana"');
    const unknown = await browser.fetch(actionOf(wrongHtml), form({ username: "nobody", password: "shopdesk" }));
    expect(await unknown.text()).toContain("Unknown user or wrong password.");

    // The right one: redirects only, straight back to the app's callback.
    const submit = await browser.fetch(actionOf(wrongHtml), form({ username: "Dana", password: "shopdesk" }));
    expect(submit.status).toBe(303);
    const { response, hops } = await browser.follow(new URL(submit.headers.get("location") ?? "", origin).href, origin);
    expect(response.status).toBe(303);
    const callback = new URL(hops.at(-1) ?? "");
    expect(`${callback.origin}${callback.pathname}`).toBe(start.redirectUri);
    expect(callback.searchParams.get("state")).toBe(start.state);
    const code = callback.searchParams.get("code") ?? "";
    expect(code).not.toBe("");

    // PKCE is enforced: the code is useless without its verifier…
    expect((await token({ grant_type: "authorization_code", code, redirect_uri: start.redirectUri })).status).toBe(400);
    // …but that failed attempt consumed nothing; okta-auth-js then posts the verifier.
    const exchanged = await token({
      grant_type: "authorization_code",
      code,
      redirect_uri: start.redirectUri,
      code_verifier: start.pkce.verifier,
    });
    expect(exchanged.status).toBe(200);
    tokens = exchanged.body;
    expect(tokens.token_type).toBe("Bearer");
    expect(tokens.refresh_token).toEqual(expect.any(String));

    // okta-auth-js checks the ID token against jwks_uri, RS256 only.
    const keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
    const { payload: idClaims, protectedHeader } = await jwtVerify(tokens.id_token, keys, {
      issuer,
      audience: config.oidc.clientId,
      algorithms: ["RS256"],
    });
    expect(protectedHeader.alg).toBe("RS256");
    expect(idClaims).toMatchObject({
      sub: "dana",
      nonce: start.nonce,
      given_name: "Dana",
      family_name: "Reyes",
      name: "Dana Reyes",
      email: "dana.reyes@shopdesk.test",
    });

    // The access token is a JWT for the API's audience, with the person's name.
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe("RS256");
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      iss: issuer,
      aud: config.oidc.audience,
      sub: "dana",
      name: "Dana Reyes",
    });
  });

  it("lets the API in with that access token, checked without calling ourselves", async () => {
    const response = await whoami(tokens.access_token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      subject: "dana",
      name: "Dana Reyes",
      email: "dana.reyes@shopdesk.test",
      expiresAt: expect.any(String),
    });
    expect(apiCalls).toEqual(["dana"]);
    // The app's real call, as its header search makes it.
    const search = await fetch(`${origin}/api/search?searchText=${encodeURIComponent("PO-1")}`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(search.status).toBe(200);
    expect(Array.isArray(await search.json())).toBe(true);
    expect((await fetch(`${origin}/api/search?searchText=PO-1`)).status).toBe(401);
    // The ID token is not an access token.
    expect((await whoami(tokens.id_token)).status).toBe(401);
  });

  it("answers userinfo for the API's access token (okta-auth-js getUser())", async () => {
    const response = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sub: "dana", given_name: "Dana", email: "dana.reyes@shopdesk.test" });
    expect(
      (await fetch(discovery.userinfo_endpoint, { headers: { authorization: `Bearer ${tokens.id_token}` } })).status,
    ).toBe(401);
  });

  it("shows the signed-in person on the account page (SETTINGS_URL)", async () => {
    expect(config.settingsUrl).toBe(`${issuer}/account`);
    const signedIn = await browser.fetch(config.settingsUrl);
    expect(signedIn.status).toBe(200);
    const html = await signedIn.text();
    for (const text of ["Dana Reyes", "<dd>Dana</dd>", "dana.reyes@shopdesk.test", "<dd>dana</dd>"])
      expect(html).toContain(text);

    const stranger = await fetch(config.settingsUrl);
    const strangerHtml = await stranger.text();
    expect(strangerHtml).toContain("You are not signed in.");
    expect(strangerHtml).toContain(`href="${origin}/login"`);
    expect(strangerHtml).not.toContain("Dana");
  });

  it("renews with the refresh token, rotating it", async () => {
    // okta-auth-js's renewTokensWithRefresh() repeats the scopes.
    const renewed = await token({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
      scope: "openid profile email",
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(renewed.body.access_token)).toMatchObject({ aud: config.oidc.audience, sub: "dana" });
    expect(decodeJwt(renewed.body.id_token)).toMatchObject({ given_name: "Dana" });
    expect((await whoami(renewed.body.access_token)).status).toBe(200);
    tokens = renewed.body;
  });

  it("revokes like okta-auth-js's signOut(): the refresh token for real, the JWT access token with a 200", async () => {
    const refresh = await revoke(tokens.refresh_token, "refresh_token");
    expect(refresh.status).toBe(200);
    expect((await token({ grant_type: "refresh_token", refresh_token: tokens.refresh_token })).body.error).toBe(
      "invalid_grant",
    );
    const access = await revoke(tokens.access_token, "access_token");
    expect(access.status).toBe(200);
    // okta-auth-js parses any JSON-typed answer: an empty body must not claim to be JSON.
    for (const answer of [refresh, access]) {
      const body = await answer.text();
      if (/json/.test(answer.headers.get("content-type") ?? "")) expect(() => JSON.parse(body)).not.toThrow();
    }
    // Another client's id in the header is not taken for ours.
    const other = await fetch(discovery.revocation_endpoint, {
      ...form({ token: "x" }),
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${btoa("someone-else")}` },
    });
    expect(other.status).toBe(400);
  });

  it("signs out through /v1/logout with id_token_hint, straight back to the app", async () => {
    const logout = new URL(discovery.end_session_endpoint);
    logout.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${origin}/login`,
      state: "bye",
    }).toString();
    const response = await browser.fetch(logout);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${origin}/login?state=bye`);

    // The session is gone: the account page says so, and signing in asks for the password again.
    expect(await (await browser.fetch(config.settingsUrl)).text()).toContain("You are not signed in.");
    const again = await startSignIn();
    expect(again.response.status).toBe(200);
    expect(await again.response.text()).toContain('<label for="password">');
  });

  it("refuses a sign-out address the client did not register", async () => {
    const logout = new URL(discovery.end_session_endpoint);
    logout.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: "http://evil.test/",
    }).toString();
    const response = await browser.fetch(logout, { headers: { accept: "text/html" } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("post_logout_redirect_uri not registered");
  });

  it("keeps access tokens valid across a restart (the key is kept in the data dir)", async () => {
    const keyFile = path.join(keyDir, "jwks.json");
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const restarted = await buildApp({ config, database: test.database, devSignInKeys: await loadSigningKeys(keyDir) });
    restarted.get("/api/test/whoami", async (request) => request.principal);
    try {
      const response = await restarted.inject({
        url: "/api/test/whoami",
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
