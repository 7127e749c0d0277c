import { useMemo } from "react";
import { Outlet } from "react-router-dom";
import { SWRConfig } from "swr";
import { Toaster } from "@shopdesk/design-system";
import { createSwrConfig } from "../api/swr-config";

/**
 * What only signed-in screens need: SWR's cache and the toasts. It loads after sign-in, with
 * the shell, so the sign-in screen downloads neither (docs/performance.md, "Sign-in").
 */
export default function SignedIn() {
  const swrConfig = useMemo(() => createSwrConfig(), []);
  return (
    <SWRConfig value={swrConfig}>
      <Outlet />
      <Toaster />
    </SWRConfig>
  );
}
