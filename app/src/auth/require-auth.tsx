import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useOktaAuth } from "@okta/okta-react";
import { FullScreenSpinner } from "@shopdesk/design-system";

/**
 * The private-route guard: a layout route that lets signed-in users through and sends
 * everyone else to /login, remembering where they were going.
 */
export function RequireAuth() {
  const { oktaAuth, authState } = useOktaAuth();
  const location = useLocation();
  const isSignedOut = authState?.isAuthenticated === false;

  useEffect(() => {
    if (isSignedOut) oktaAuth.setOriginalUri(`${location.pathname}${location.search}${location.hash}`);
  }, [isSignedOut, oktaAuth, location]);

  if (!authState) return <FullScreenSpinner />;
  if (!authState.isAuthenticated) return <Navigate to="/login" replace />;
  return <Outlet />;
}
