import { useCallback, type ReactNode } from "react";
import { ErrorBoundary } from "@shopdesk/design-system";
import { useApi } from "../api/api-context";
import { logClientError } from "../api/client-errors/log-client-error";

/** The design system's error boundary, reporting each uncaught render error to the server. */
export function ReportingErrorBoundary({ children }: { children: ReactNode }) {
  const api = useApi();
  const handleError = useCallback(
    (error: unknown, componentStack: string) => logClientError(api, error, componentStack),
    [api],
  );
  return <ErrorBoundary onError={handleError}>{children}</ErrorBoundary>;
}
