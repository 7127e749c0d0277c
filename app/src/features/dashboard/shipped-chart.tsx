import { Link } from "react-router-dom";
import { Card, formatDate } from "@shopdesk/design-system";
import type { Dashboard } from "../../api/dashboard/types";
import { formatDayMonth, ShippedAmountChart, type ShippedPeriod } from "../reports";

/** One bar per week, labelled by its Monday: "Week of 09/07/2026", "09/07" under the bar. */
export function weeklyPeriods(weeks: Dashboard["ShippedByWeek"]): ShippedPeriod[] {
  return weeks.map((week) => ({
    key: week.WeekStart,
    label: `Week of ${formatDate(week.WeekStart)}`,
    tick: formatDayMonth(week.WeekStart),
    amount: week.Amount,
  }));
}

export type ShippedChartProps = {
  weeks: Dashboard["ShippedByWeek"];
  /** The shipments report this month (the "Shipped this month" tile's). */
  reportHref: string;
  className?: string;
  /** "auto" animates unless the user prefers reduced motion; false for stories and screenshots. */
  isAnimationActive?: boolean | "auto";
};

/** Shipped Amount per week over the last 12 weeks (this week so far last). */
export function ShippedChart({ weeks, reportHref, isAnimationActive = "auto", className }: ShippedChartProps) {
  return (
    <Card className={className}>
      <ShippedAmountChart
        className="px-5"
        title="Shipped per week"
        titleAs="h2"
        description="The last 12 weeks, Monday to Sunday; this week so far."
        actions={
          <Link to={reportHref} className="text-sm text-primary underline-offset-4 hover:underline">
            Shipments this month
          </Link>
        }
        periods={weeklyPeriods(weeks)}
        periodHeader="Week"
        isAnimationActive={isAnimationActive}
        emptyMessage="Nothing shipped in the last 12 weeks."
        height={220}
      />
    </Card>
  );
}
