import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { FullScreenSpinner } from "@shopdesk/design-system";
import { LoginCallbackPage } from "./auth/login-callback-page";
import { LoginPage } from "./auth/login-page";
import { RequireAuth } from "./auth/require-auth";
import type { RuntimeConfig } from "./boot/runtime-config";
import { PrintShell } from "./shell/print-shell";

// The signed-in shell (search, menus) and every page load on demand behind the spinner,
// so the sign-in screen downloads none of them.
const SignedIn = lazy(() => import("./shell/signed-in"));
const AppShell = lazy(() => import("./shell/app-shell"));
const DashboardPage = lazy(() => import("./pages/dashboard/dashboard-page"));
const CustomerPage = lazy(() => import("./pages/customers/customer-page"));
const SupplierPage = lazy(() => import("./pages/suppliers/supplier-page"));
const ReportsPage = lazy(() => import("./pages/reports/reports-page"));
const PartPage = lazy(() => import("./pages/parts/part-page"));
const PurchaseOrderPage = lazy(() => import("./pages/purchase-orders/purchase-order-page"));
const WorkOrderPage = lazy(() => import("./pages/work-orders/work-order-page"));
const ImportPage = lazy(() => import("./pages/imports/import-page"));
const PrintPartPricingPage = lazy(() => import("./pages/print/print-part-pricing-page"));
const PrintWorkOrdersPage = lazy(() => import("./pages/print/print-work-orders-page"));
const PrintPackingSlipPage = lazy(() => import("./pages/print/print-packing-slip-page"));
const PrintReportPage = lazy(() => import("./pages/print/print-report-page"));
const DiagnosticsPage = lazy(() => import("./pages/diagnostics/diagnostics-page"));

export type AppRoutesProps = { config: RuntimeConfig };

/** The spec's route table: everything behind the guard except sign-in and its callback. */
export function AppRoutes({ config }: AppRoutesProps) {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage config={config} signedIn={<Navigate to="/" replace />} />} />
      <Route path="/login/callback" element={<LoginCallbackPage />} />
      <Route element={<RequireAuth />}>
        <Route
          element={
            <Suspense fallback={<FullScreenSpinner />}>
              <SignedIn />
            </Suspense>
          }
        >
          <Route
            element={
              <Suspense fallback={<FullScreenSpinner />}>
                <AppShell config={config} />
              </Suspense>
            }
          >
            <Route index element={<DashboardPage />} />
            <Route path="customer/:customerId?" element={<CustomerPage />} />
            <Route path="supplier/:supplierName?" element={<SupplierPage />} />
            <Route path="reports" element={<ReportsPage />} />
            <Route path="part" element={<PartPage />} />
            <Route path="po/:poKey?" element={<PurchaseOrderPage />} />
            <Route path="wo/:woNumber?" element={<WorkOrderPage />} />
            <Route path="import" element={<ImportPage />} />
            <Route path="diagnostics" element={<DiagnosticsPage />} />
            <Route path="*" element={<DashboardPage />} />
          </Route>
          <Route element={<PrintShell />}>
            <Route path="print/part-pricing/:partNumber/:revision" element={<PrintPartPricingPage />} />
            <Route path="print-wos" element={<PrintWorkOrdersPage />} />
            <Route path="print-packing-slip/:poKey/:pslipNumber/:mode" element={<PrintPackingSlipPage />} />
            <Route path="print/reports" element={<PrintReportPage />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
