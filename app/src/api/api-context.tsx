import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { OktaAuth } from "@okta/okta-auth-js/core";
import { createApiClient, type ApiClient } from "./client";

const ApiContext = createContext<ApiClient | null>(null);

export type ApiProviderProps = { oktaAuth: OktaAuth; children: ReactNode };

/** Gives every hook below it the API client, authorised with the signed-in user's token. */
export function ApiProvider({ oktaAuth, children }: ApiProviderProps) {
  const api = useMemo(() => createApiClient({ getAccessToken: () => oktaAuth.getAccessToken() }), [oktaAuth]);
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** Gives the hooks below it a ready-made client: a fake one in stories and component tests. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error("useApi() needs an <ApiProvider> above it");
  return api;
}
