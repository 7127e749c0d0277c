import { useCallback, useState } from "react";
import { createBrowserRouter, RouterProvider, useNavigate } from "react-router-dom";
import type { OktaAuth } from "@okta/okta-auth-js/core";
import { ApiProvider } from "./api/api-context";
import { OktaSecurity } from "./auth/okta-security";
import type { RuntimeConfig } from "./boot/runtime-config";
import { AppRoutes } from "./routes";
import { ReportingErrorBoundary } from "./shell/reporting-error-boundary";

export type RootProps = { config: RuntimeConfig; oktaAuth: OktaAuth };

export function Root({ config, oktaAuth }: RootProps) {
  // A data router (rather than <BrowserRouter>) so forms can ask before leaving with
  // unsaved edits (`useBlocker` only works in one). The route table stays in <AppRoutes>,
  // mounted under a single splat route.
  const [router] = useState(() => createBrowserRouter([{ path: "*", element: <Providers config={config} oktaAuth={oktaAuth} /> }]));
  // Without transitions, a page still loading shows the spec's blocking spinner instead of
  // leaving the previous page up with no sign that anything is happening.
  return <RouterProvider router={router} useTransitions={false} />;
}

function Providers({ config, oktaAuth }: RootProps) {
  const navigate = useNavigate();
  const goTo = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);
  return (
    <OktaSecurity oktaAuth={oktaAuth} goTo={goTo}>
      <ApiProvider oktaAuth={oktaAuth}>
        <ReportingErrorBoundary>
          <AppRoutes config={config} />
        </ReportingErrorBoundary>
      </ApiProvider>
    </OktaSecurity>
  );
}
