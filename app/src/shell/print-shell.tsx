import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { FullScreenSpinner } from "@shopdesk/design-system";

/** Printable views: no app header, nothing but the document. */
export function PrintShell() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Outlet />
    </Suspense>
  );
}
