import { Link } from "react-router-dom";
import { LayoutDashboard } from "lucide-react";
import { Button, Card, EmptyState, formatDate, Skeleton, StatTileSkeleton } from "@shopdesk/design-system";
import type { Dashboard } from "../../api/dashboard/types";
import { useDashboard } from "../../api/dashboard/use-dashboard";
import { Page } from "../../shell/page";
import { LoadError } from "../../shared/lists/list-parts";
import { DashboardTiles, tileHref } from "./dashboard-tiles";
import { RecentPurchaseOrdersCard } from "./recent-purchase-orders-card";
import { ShippedChart } from "./shipped-chart";
import { WorkOrderListCard } from "./work-order-list-card";

export type DashboardScreenProps = {
  /** Animate the weekly chart ("auto": unless the user prefers reduced motion); false for stories. */
  isChartAnimated?: boolean | "auto";
};

/** `/`: backlog, work due, late work and shipments at a glance, each leading to its report. */
export function DashboardScreen({ isChartAnimated = "auto" }: DashboardScreenProps) {
  const { dashboard, error, isLoading, reload } = useDashboard();
  const title = "Dashboard";

  if (isLoading && !dashboard)
    return (
      <Page title={title} description="Backlog, work due and shipments at a glance.">
        <DashboardSkeleton />
      </Page>
    );
  if (error && !dashboard)
    return (
      <Page title={title} description="Backlog, work due and shipments at a glance.">
        <Card>
          <LoadError title="Could not load the dashboard" error={error} onRetry={() => void reload()} />
        </Card>
      </Page>
    );
  if (!dashboard || isEmptyShop(dashboard))
    return (
      <Page title={title} description="Backlog, work due and shipments at a glance.">
        <EmptyState
          icon={<LayoutDashboard />}
          title="Nothing to show yet"
          description="The dashboard fills in as purchase orders, work orders and packing slips are entered."
          action={
            <Button asChild variant="outline">
              <Link to="/po">Purchase orders</Link>
            </Button>
          }
        />
      </Page>
    );

  return (
    <Page
      title={title}
      description={
        <>
          As of <span data-slot="date">{formatDate(dashboard.AsOf)}</span>
        </>
      }
    >
      <div className="grid gap-6">
        <DashboardTiles dashboard={dashboard} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {/* Not lazy(): the chart is ~3 KB gzip, and a split chunk would be fetched only after the dashboard's answer. */}
          <ShippedChart
            className="lg:col-span-2"
            weeks={dashboard.ShippedByWeek}
            reportHref={tileHref(dashboard.Tiles.ShippedThisMonth)}
            isAnimationActive={isChartAnimated}
          />
          <WorkOrderListCard
            title="Late work orders"
            workOrders={dashboard.LateWorkOrders}
            asOf={dashboard.AsOf}
            moreHref={tileHref(dashboard.Tiles.LateWorkOrders)}
            emptyMessage="No work order is late."
            showDaysLate
          />
          <WorkOrderListCard
            title="Due this week"
            workOrders={dashboard.DueThisWeek}
            asOf={dashboard.AsOf}
            moreHref={tileHref(dashboard.Tiles.DueNext7Days)}
            emptyMessage="No work order is due in the next 7 days."
          />
          <RecentPurchaseOrdersCard className="lg:col-span-2" purchaseOrders={dashboard.RecentPurchaseOrders} />
        </div>
      </div>
    </Page>
  );
}

/** A shop with no orders at all yet: nothing the tiles, lists or chart could show. */
export function isEmptyShop(dashboard: Dashboard): boolean {
  return (
    Object.values(dashboard.Tiles).every((tile) => tile.Count === 0) &&
    dashboard.RecentPurchaseOrders.length === 0 &&
    dashboard.ShippedByWeek.every((week) => Number(week.Amount) === 0)
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label="Loading the dashboard">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <StatTileSkeleton key={index} />
        ))}
      </div>
      <ChartSkeleton />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {Array.from({ length: 2 }, (_, index) => (
          <Card key={index} className="gap-3 px-5">
            <Skeleton className="h-5 w-36" />
            {Array.from({ length: 5 }, (_, row) => (
              <Skeleton key={row} className="h-4 w-full" />
            ))}
          </Card>
        ))}
      </div>
    </div>
  );
}

function ChartSkeleton() {
  return (
    <Card className="gap-3 px-5 lg:col-span-2" aria-hidden="true">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-60 w-full" />
    </Card>
  );
}
