import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { FullScreenSpinner } from "@shopdesk/design-system";
import { LoginCallbackPage } from "./auth/login-callback-page";
import { LoginPage } from "./auth/login-page";
import { RequireAuth } from "./auth/require-auth";
import type { RuntimeConfig } from "./boot/runtime-config";
import { lazyPage } from "./shell/lazy-page";
import { PrintShell } from "./shell/print-shell";

// The signed-in shell (search, menus) and every page load on demand behind the spinner,
// so the sign-in screen downloads none of them.
const SignedIn = lazy(() => import("./shell/signed-in"));
const AppShell = lazy(() => import("./shell/app-shell"));
const DashboardPage = lazyPage(() => import("./pages/dashboard/dashboard-page"));
const CustomerListPage = lazyPage(() => import("./pages/customers/customer-list-page"));
const CustomerPage = lazyPage(() => import("./pages/customers/customer-page"));
const SupplierListPage = lazyPage(() => import("./pages/suppliers/supplier-list-page"));
const SupplierPage = lazyPage(() => import("./pages/suppliers/supplier-page"));
const ReportsPage = lazyPage(() => import("./pages/reports/reports-page"));
const PartPage = lazyPage(() => import("./pages/parts/part-page"));
const PurchaseOrderListPage = lazyPage(() => import("./pages/purchase-orders/purchase-order-list-page"));
const PurchaseOrderPage = lazyPage(() => import("./pages/purchase-orders/purchase-order-page"));
const WorkOrderListPage = lazyPage(() => import("./pages/work-orders/work-order-list-page"));
const WorkOrderPage = lazyPage(() => import("./pages/work-orders/work-order-page"));
const ImportPage = lazyPage(() => import("./pages/imports/import-page"));
const PrintPartPricingPage = lazyPage(() => import("./pages/print/print-part-pricing-page"));
const PrintWorkOrdersPage = lazyPage(() => import("./pages/print/print-work-orders-page"));
const PrintPackingSlipPage = lazyPage(() => import("./pages/print/print-packing-slip-page"));
const PrintReportPage = lazyPage(() => import("./pages/print/print-report-page"));
const AlertsPage = lazyPage(() => import("./pages/alerts/alerts-page"));
const AlertSettingsPage = lazyPage(() => import("./pages/alerts/alert-settings-page"));
const DiagnosticsPage = lazyPage(() => import("./pages/diagnostics/diagnostics-page"));

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
            <Route path="customer" element={<CustomerListPage preloads={CustomerPage} />} />
            <Route path="customer/:customerId" element={<CustomerPage preloads={CustomerListPage} />} />
            <Route path="supplier" element={<SupplierListPage preloads={SupplierPage} />} />
            <Route path="supplier/:supplierName" element={<SupplierPage preloads={SupplierListPage} />} />
            <Route path="reports" element={<ReportsPage />} />
            <Route path="part" element={<PartPage />} />
            <Route path="po" element={<PurchaseOrderListPage preloads={PurchaseOrderPage} />} />
            <Route path="po/:poKey" element={<PurchaseOrderPage preloads={PurchaseOrderListPage} />} />
            <Route path="wo" element={<WorkOrderListPage preloads={WorkOrderPage} />} />
            <Route path="wo/:woNumber" element={<WorkOrderPage preloads={WorkOrderListPage} />} />
            <Route path="import" element={<ImportPage />} />
            <Route path="alerts" element={<AlertsPage preloads={AlertSettingsPage} />} />
            <Route path="alerts/settings" element={<AlertSettingsPage preloads={AlertsPage} />} />
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
