import { lazy, Suspense, useMemo } from "react";
import { Outlet } from "react-router-dom";
// The same SWRConfig "swr" exports, from the module that defines it: "swr" itself would put the
// useSWR hook, which only screens call, in the shell (2.5 KB gzip; docs/performance.md, "Bundle").
import { SWRConfig } from "swr/_internal";
import { createSwrConfig } from "../api/swr-config";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * What only signed-in screens need: SWR's cache and the toasts. It loads after sign-in, with
 * the shell, so the sign-in screen downloads neither (docs/performance.md, "Sign-in").
 */
export default function SignedIn() {
  const swrConfig = useMemo(() => createSwrConfig(), []);
  return (
    <SWRConfig value={swrConfig}>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </SWRConfig>
  );
}
