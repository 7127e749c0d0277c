import { useMemo } from "react";
import { BrowserRouter } from "react-router-dom";
import { SWRConfig } from "swr";
import type { OktaAuth } from "@okta/okta-auth-js";
import { ApiProvider } from "./api/api-context";
import { createSwrConfig } from "./api/swr-config";
import { OktaSecurity } from "./auth/okta-security";
import type { RuntimeConfig } from "./boot/runtime-config";
import { AppRoutes } from "./routes";
import { ReportingErrorBoundary } from "./shell/reporting-error-boundary";

export type RootProps = { config: RuntimeConfig; oktaAuth: OktaAuth };

export function Root({ config, oktaAuth }: RootProps) {
  const swrConfig = useMemo(() => createSwrConfig(), []);
  return (
    // Without transitions, a page still loading shows the spec's blocking spinner instead of
    // leaving the previous page up with no sign that anything is happening.
    <BrowserRouter useTransitions={false}>
      <OktaSecurity oktaAuth={oktaAuth}>
        <ApiProvider oktaAuth={oktaAuth}>
          <SWRConfig value={swrConfig}>
            <ReportingErrorBoundary>
              <AppRoutes config={config} />
            </ReportingErrorBoundary>
          </SWRConfig>
        </ApiProvider>
      </OktaSecurity>
    </BrowserRouter>
  );
}
