import { useCallback, type ComponentProps, type ReactNode } from "react";
import { toRelativeUrl, type OktaAuth } from "@okta/okta-auth-js/core";
import { Security } from "@okta/okta-react";

export type OktaSecurityProps = {
  oktaAuth: OktaAuth;
  /** Goes to an address of the app: the router's navigate, or a page load from the sign-in screen. */
  goTo: (path: string) => unknown;
  children: ReactNode;
};

type SecurityClient = ComponentProps<typeof Security>["oktaAuth"];

/** okta-react's provider, returning the user to the address first requested after sign-in. */
export function OktaSecurity({ oktaAuth, goTo, children }: OktaSecurityProps) {
  const restoreOriginalUri = useCallback(
    async (_oktaAuth: unknown, originalUri: string | undefined) => {
      await goTo(toRelativeUrl(originalUri || "/", window.location.origin));
    },
    [goTo],
  );
  return (
    // okta-react types its client as okta-auth-js's full build, but calls only what the core
    // build has (auth state, start, the redirect and original-URI calls); see docs/sign-in.md.
    <Security oktaAuth={oktaAuth as unknown as SecurityClient} restoreOriginalUri={restoreOriginalUri}>
      {children}
    </Security>
  );
}
