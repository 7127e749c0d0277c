import { Link } from "react-router-dom";
import { AlarmClock, CalendarClock, PackageCheck, Wallet, type LucideIcon } from "lucide-react";
import { formatCurrency, formatDate, StatTile, type StatTileProps } from "@shopdesk/design-system";
import type { Dashboard, DashboardTile } from "../../api/dashboard/types";
import { countOf } from "../reports";
import { formatQuantity, monthName } from "../reports";

type TileName = keyof Dashboard["Tiles"];

type TileView = {
  name: TileName;
  label: string;
  icon: LucideIcon;
  value: (tile: DashboardTile) => string;
  detail: (tile: DashboardTile, asOf: string) => string;
  tone: (tile: DashboardTile) => StatTileProps["tone"];
};

const views: TileView[] = [
  {
    name: "OpenBacklog",
    label: "Open backlog",
    icon: Wallet,
    value: (tile) => formatCurrency(tile.Amount),
    detail: (tile) => countOf(tile.Count, { one: "open line", many: "open lines" }),
    tone: () => "neutral",
  },
  {
    name: "DueNext7Days",
    label: "Due in the next 7 days",
    icon: CalendarClock,
    value: (tile) => formatQuantity(tile.Count),
    detail: (tile) => {
      const dueTo = new URLSearchParams(tile.Query).get("dueTo");
      return `${tile.Count === 1 ? "work order" : "work orders"}${dueTo ? ` due by ${formatDate(dueTo)}` : ""}`;
    },
    tone: (tile) => (tile.Count > 0 ? "warning" : "neutral"),
  },
  {
    name: "LateWorkOrders",
    label: "Late work orders",
    icon: AlarmClock,
    value: (tile) => formatQuantity(tile.Count),
    detail: (tile) => `${tile.Count === 1 ? "work order" : "work orders"} past the due date`,
    tone: (tile) => (tile.Count > 0 ? "danger" : "success"),
  },
  {
    name: "ShippedThisMonth",
    label: "Shipped this month",
    icon: PackageCheck,
    value: (tile) => formatCurrency(tile.Amount),
    detail: (tile, asOf) =>
      `${countOf(tile.Count, { one: "packing slip", many: "packing slips" })} in ${monthName(asOf)}`,
    tone: () => "success",
  },
];

/** `/reports?${Query}`: the report a tile's figure comes from, with its filter applied. */
export function tileHref(tile: DashboardTile): string {
  return `/reports?${tile.Query}`;
}

/** The four key figures, each a link to the report (with its filter) that lists what it counts. */
export function DashboardTiles({ dashboard }: { dashboard: Dashboard }) {
  return (
    <ul aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {views.map((view) => {
        const tile = dashboard.Tiles[view.name];
        const Icon = view.icon;
        return (
          <li key={view.name} className="grid">
            <StatTile
              asChild
              data-tile={view.name}
              label={view.label}
              value={view.value(tile)}
              detail={view.detail(tile, dashboard.AsOf)}
              icon={<Icon />}
              tone={view.tone(tile)}
            >
              <Link to={tileHref(tile)} />
            </StatTile>
          </li>
        );
      })}
    </ul>
  );
}
