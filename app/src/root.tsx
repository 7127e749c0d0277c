import { useCallback, useState } from "react";
import { unstable_HistoryRouter as HistoryRouter, UNSAFE_createBrowserHistory, useNavigate } from "react-router-dom";
import type { OktaAuth } from "@okta/okta-auth-js/core";
import { ApiProvider } from "./api/api-context";
import { OktaSecurity } from "./auth/okta-security";
import type { RuntimeConfig } from "./boot/runtime-config";
import { AppRoutes } from "./routes";
import { guardHistory, NavigationGuardProvider } from "./shared/forms/navigation-guard";
import { ReportingErrorBoundary } from "./shell/reporting-error-boundary";

export type RootProps = { config: RuntimeConfig; oktaAuth: OktaAuth };

export function Root({ config, oktaAuth }: RootProps) {
  // The declarative router on a history forms can hold back when edits are unsaved
  // (shared/forms/navigation-guard.tsx): a data router would cost the shell 16 KB gzip more.
  // Without transitions, a page still loading shows the spec's blocking spinner instead of
  // leaving the previous page up with no sign that anything is happening.
  const [history] = useState(() => guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true })));
  return (
    <NavigationGuardProvider history={history}>
      <HistoryRouter history={history} useTransitions={false}>
        <Providers config={config} oktaAuth={oktaAuth} />
      </HistoryRouter>
    </NavigationGuardProvider>
  );
}

function Providers({ config, oktaAuth }: RootProps) {
  const navigate = useNavigate();
  const goTo = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);
  return (
    <OktaSecurity oktaAuth={oktaAuth} goTo={goTo}>
      <ApiProvider oktaAuth={oktaAuth} maxUploadMb={config.maxUploadMb}>
        <ReportingErrorBoundary>
          <AppRoutes config={config} />
        </ReportingErrorBoundary>
      </ApiProvider>
    </OktaSecurity>
  );
}
