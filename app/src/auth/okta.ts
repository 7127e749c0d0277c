import { OktaAuth } from "@okta/okta-auth-js/core";
import type { RuntimeConfig } from "../boot/runtime-config";

export const SIGN_IN_SCOPES = ["openid", "profile", "email"];
export const CALLBACK_PATH = "/login/callback";

/** `/login` and its callback: the addresses anyone may open (spec.md, "Shell"). */
export function isSignInAddress(pathname: string): boolean {
  return pathname === "/login" || pathname === CALLBACK_PATH;
}

/**
 * Authorization code + PKCE against the configured issuer, with the spec's three scopes.
 * Tokens renew in the background: with the refresh token when the issuer grants one (the
 * built-in sign-in always does), otherwise through Okta's own silent renewal.
 */
export function createOktaAuth(config: RuntimeConfig, origin = window.location.origin): OktaAuth {
  return new OktaAuth({
    issuer: config.oidcIssuer,
    clientId: config.oidcClientId,
    redirectUri: `${origin}${CALLBACK_PATH}`,
    postLogoutRedirectUri: `${origin}/login`,
    scopes: SIGN_IN_SCOPES,
    pkce: true,
    tokenManager: { autoRenew: true, storage: "localStorage" },
    services: { autoRenew: true, syncStorage: true },
  });
}
