import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createLocalJWKSet, jwtVerify } from "jose";
import type Koa from "koa";
import type Provider from "oidc-provider";
import type { Config } from "../config.js";
import { accountClaims, checkCredentials, type DemoAccount, demoAccounts, findDemoAccount } from "./accounts.js";
import type { SigningKeys } from "./keys.js";
import { accountPage, loginPage, messagePage, stylesheet } from "./pages.js";
import { createProvider, MOUNT_PATH, stylesheetPath } from "./provider.js";

export { MOUNT_PATH } from "./provider.js";

export interface DevSignInOptions {
  config: Config;
  keys: SigningKeys;
  accounts?: readonly DemoAccount[];
}

const WRONG_CREDENTIALS = "Unknown user or wrong password.";
const FORM_BODY_LIMIT = 16 * 1024;

type Interaction = Awaited<ReturnType<Provider["interactionDetails"]>>;

function sendHtml(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(body);
}

/**
 * The built-in development sign-in: oidc-provider at /oauth2/default with Okta's paths,
 * plus the pages it leaves to us (login form, account page) and a userinfo that accepts the
 * API's access tokens. Registered only when OIDC_ISSUER is unset.
 */
export async function registerDevSignIn(
  app: FastifyInstance,
  { config, keys, accounts = demoAccounts }: DevSignInOptions,
): Promise<void> {
  const { issuer, clientId, audience } = config.oidc;
  const provider = await createProvider({
    issuer,
    publicUrl: config.publicUrl,
    clientId,
    audience,
    privateJwks: keys.privateJwks,
    accounts,
  });
  // oidc-provider answers its own errors; a server error would otherwise only reach its debug log.
  provider.on("server_error", (_ctx: unknown, error: unknown) =>
    app.log.error({ err: error }, "development sign-in failed"),
  );
  const handle = provider.callback();
  const publicUrl = new URL(config.publicUrl);
  const appLogin = `${config.publicUrl}/login`;
  const expired = (reply: FastifyReply) =>
    sendHtml(
      reply,
      400,
      messagePage({
        stylesheetUrl: stylesheetPath,
        title: "Sign-in expired",
        message: "This sign-in page is no longer valid. Start again from Shopdesk.",
        link: { href: appLogin, text: "Back to Shopdesk" },
      }),
    );

  /** The interaction this browser is in the middle of, or undefined when its cookie is gone or stale. */
  const interactionOf = async (request: FastifyRequest, reply: FastifyReply): Promise<Interaction | undefined> => {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch (error) {
      request.log.info({ err: error }, "no sign-in interaction");
      return undefined;
    }
  };

  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: Parameters<Provider["interactionResult"]>[2],
  ) => {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header("cache-control", "no-store").redirect(returnTo, 303);
  };

  const loginForm = (interaction: Interaction, extra: { username?: string; error?: string } = {}) =>
    loginPage({
      stylesheetUrl: stylesheetPath,
      action: `${MOUNT_PATH}/interaction/${interaction.uid}/login`,
      ...extra,
    });

  // Our own pages, with a small form parser of their own.
  await app.register(async (pages) => {
    pages.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    pages.get(stylesheetPath, async (_request, reply) =>
      reply.header("cache-control", "public, max-age=3600").type("text/css; charset=utf-8").send(stylesheet),
    );

    pages.get(`${MOUNT_PATH}/interaction/:uid`, async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction) return expired(reply);
      if (interaction.prompt.name === "login") {
        const hint = typeof interaction.params.login_hint === "string" ? interaction.params.login_hint : undefined;
        return sendHtml(reply, 200, loginForm(interaction, { username: hint }));
      }
      // Consent for a first-party app is implied (loadExistingGrant usually grants it first).
      return finish(request, reply, { consent: { grantId: await grantMissing(provider, interaction) } });
    });

    pages.post<{ Body: Record<string, unknown> | undefined }>(
      `${MOUNT_PATH}/interaction/:uid/login`,
      async (request, reply) => {
        const interaction = await interactionOf(request, reply);
        if (!interaction) return expired(reply);
        if (interaction.prompt.name !== "login")
          return reply.redirect(`${MOUNT_PATH}/interaction/${interaction.uid}`, 303);
        const field = (value: unknown) => (typeof value === "string" ? value : "");
        const username = field(request.body?.username);
        const password = field(request.body?.password);
        const account = checkCredentials(username, password, accounts);
        if (!account) return sendHtml(reply, 401, loginForm(interaction, { username, error: WRONG_CREDENTIALS }));
        request.log.info({ username: account.username }, "signed in through the development sign-in");
        return finish(request, reply, { login: { accountId: account.username } });
      },
    );

    // SETTINGS_URL's default: who the provider session says is signed in.
    pages.get(`${MOUNT_PATH}/account`, async (request, reply) => {
      const fake = {
        req: request.raw,
        res: reply.raw,
        secure: publicUrl.protocol === "https:",
      } as unknown as Koa.Context;
      const session = await provider.Session.get(fake);
      const account = session.accountId ? findDemoAccount(session.accountId, accounts) : undefined;
      const profile = account && {
        name: account.name,
        givenName: account.givenName,
        email: account.email,
        username: account.username,
      };
      return sendHtml(
        reply,
        200,
        accountPage({ stylesheetUrl: stylesheetPath, profile, appUrl: config.publicUrl, signInUrl: appLogin }),
      );
    });

    // oidc-provider's userinfo refuses tokens bound to an audience, and all of ours are; this
    // one takes the API's access token, so okta-auth-js's getUser() works too.
    const localKeys = createLocalJWKSet(keys.publicJwks);
    pages.route({
      method: ["GET", "POST"],
      url: `${MOUNT_PATH}/v1/userinfo`,
      handler: async (request, reply) => {
        const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
        const refuse = (description: string) =>
          reply
            .status(401)
            .header(
              "www-authenticate",
              `Bearer realm="${issuer}", error="invalid_token", error_description="${description}"`,
            )
            .send({ error: "invalid_token", error_description: description });
        if (!token) return refuse("no access token provided");
        try {
          const { payload } = await jwtVerify(token, localKeys, { issuer, audience, algorithms: ["RS256"] });
          const account = typeof payload.sub === "string" ? findDemoAccount(payload.sub, accounts) : undefined;
          if (!account) return refuse("unknown subject");
          return reply.header("cache-control", "no-store").send(userinfoClaims(account, String(payload.scope ?? "")));
        } catch {
          return refuse("invalid access token");
        }
      },
    });
  });

  // Everything else under the mount goes to oidc-provider untouched: Fastify must not read
  // the body (the provider parses its own), so this scope's only parser leaves it alone.
  await app.register(async (passthrough) => {
    passthrough.removeAllContentTypeParsers();
    passthrough.addContentTypeParser("*", (_request, _payload, done) => done(null));
    passthrough.all(`${MOUNT_PATH}/*`, async (request, reply) => {
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      const url = req.url ?? "/";
      // oidc-provider finds its mount path by comparing originalUrl with url.
      req.originalUrl = url;
      req.url = url.slice(MOUNT_PATH.length) || "/";
      req.headers["x-forwarded-host"] = publicUrl.host;
      req.headers["x-forwarded-proto"] = publicUrl.protocol.slice(0, -1);
      reply.raw.setHeader("x-request-id", request.id);
      reply.hijack();
      await handle(req, reply.raw);
    });
  });
}

function userinfoClaims(account: DemoAccount, scope: string) {
  const scopes = new Set(scope.split(" "));
  const { sub, email, email_verified, ...profile } = accountClaims(account);
  return { sub, ...(scopes.has("profile") ? profile : {}), ...(scopes.has("email") ? { email, email_verified } : {}) };
}

/** Grants what the interaction says is missing: the consent prompt's details, all of it. */
async function grantMissing(provider: Provider, interaction: Interaction): Promise<string> {
  const { details } = interaction.prompt;
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId: interaction.session?.accountId, clientId: String(interaction.params.client_id) });
  const missingScope = details.missingOIDCScope as string[] | undefined;
  const missingClaims = details.missingOIDCClaims as string[] | undefined;
  const missingResourceScopes = details.missingResourceScopes as Record<string, string[]> | undefined;
  if (missingScope) grant.addOIDCScope(missingScope.join(" "));
  if (missingClaims) grant.addOIDCClaims(missingClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(" "));
  return grant.save();
}
