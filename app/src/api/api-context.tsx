import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { OktaAuth } from "@okta/okta-auth-js/core";
import { createApiClient, type ApiClient } from "./client";

const ApiContext = createContext<ApiClient | null>(null);
// The server's MAX_UPLOAD_MB as /config.json says it. Kept here rather than in a module of its
// own, which would be a chunk of its own in the shell (+0.34 KB gzip for a few lines).
const UploadLimitContext = createContext<number | undefined>(undefined);

type ServerFacts = {
  /** The largest file the server takes, in MB of 1,048,576 bytes (/config.json's `maxUploadMb`); unknown, the server alone refuses. */
  maxUploadMb?: number;
};

export type ApiProviderProps = ServerFacts & { oktaAuth: OktaAuth; children: ReactNode };

/** Gives every hook below it the API client, authorised with the signed-in user's token, and the server's upload limit. */
export function ApiProvider({ oktaAuth, maxUploadMb, children }: ApiProviderProps) {
  const api = useMemo(() => createApiClient({ getAccessToken: () => oktaAuth.getAccessToken() }), [oktaAuth]);
  return (
    <ApiContext.Provider value={api}>
      <UploadLimitContext.Provider value={maxUploadMb}>{children}</UploadLimitContext.Provider>
    </ApiContext.Provider>
  );
}

/** Gives the hooks below it a ready-made client: a fake one in stories and component tests. */
export function ApiClientProvider({
  client,
  maxUploadMb,
  children,
}: ServerFacts & { client: ApiClient; children: ReactNode }) {
  return (
    <ApiContext.Provider value={client}>
      <UploadLimitContext.Provider value={maxUploadMb}>{children}</UploadLimitContext.Provider>
    </ApiContext.Provider>
  );
}

/** The largest file the server takes, in MB of 1,048,576 bytes; undefined when not known. */
export const useUploadLimit = () => useContext(UploadLimitContext);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error("useApi() needs an <ApiProvider> above it");
  return api;
}
