import { useCallback, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { toRelativeUrl, type OktaAuth } from "@okta/okta-auth-js";
import { Security } from "@okta/okta-react";

export type OktaSecurityProps = { oktaAuth: OktaAuth; children: ReactNode };

/** okta-react's provider, returning the user to the address first requested after sign-in. */
export function OktaSecurity({ oktaAuth, children }: OktaSecurityProps) {
  const navigate = useNavigate();
  const restoreOriginalUri = useCallback(
    async (_oktaAuth: OktaAuth, originalUri: string | undefined) => {
      await navigate(toRelativeUrl(originalUri || "/", window.location.origin), { replace: true });
    },
    [navigate],
  );
  return (
    <Security oktaAuth={oktaAuth} restoreOriginalUri={restoreOriginalUri}>
      {children}
    </Security>
  );
}
