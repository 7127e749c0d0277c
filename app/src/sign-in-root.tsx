import { useEffect } from "react";
import type { OktaAuth } from "@okta/okta-auth-js/core";
import { FullScreenSpinner } from "@shopdesk/design-system";
import { ApiProvider } from "./api/api-context";
import { CALLBACK_PATH } from "./auth/okta";
import { LoginCallbackPage } from "./auth/login-callback-page";
import { LoginPage } from "./auth/login-page";
import { OktaSecurity } from "./auth/okta-security";
import type { RuntimeConfig } from "./boot/runtime-config";
import { ReportingErrorBoundary } from "./shell/reporting-error-boundary";

export type SignInRootProps = { config: RuntimeConfig; oktaAuth: OktaAuth };

const goTo = (path: string) => window.location.replace(path);

/** A signed-in visitor of /login goes home. */
function GoHome() {
  useEffect(() => goTo("/"), []);
  return <FullScreenSpinner />;
}

/**
 * The app as a browser loads it at `/login` or `/login/callback`: the sign-in screen or the
 * callback, without the router, the signed-in shell or any screen. Once signed in, the app is
 * loaded at the address first asked for (a page load: docs/performance.md, "Sign-in").
 */
export function SignInRoot({ config, oktaAuth }: SignInRootProps) {
  const isCallback = window.location.pathname === CALLBACK_PATH;
  return (
    <OktaSecurity oktaAuth={oktaAuth} goTo={goTo}>
      <ApiProvider oktaAuth={oktaAuth}>
        <ReportingErrorBoundary>
          {isCallback ? <LoginCallbackPage /> : <LoginPage config={config} signedIn={<GoHome />} />}
        </ReportingErrorBoundary>
      </ApiProvider>
    </OktaSecurity>
  );
}
