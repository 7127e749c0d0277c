import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { BellOff, Settings } from "lucide-react";
import { Button, Card, Checkbox, EmptyState, NativeSelect, Skeleton, toast } from "@shopdesk/design-system";
import { alertRuleInfo, alertRules, type Alert, type AlertFilters } from "../../api/alerts/types";
import { useAlerts } from "../../api/alerts/use-alerts";
import { useMarkAllAlertsRead } from "../../api/alerts/use-alert-writes";
import { LoadError } from "../../shared/lists/list-parts";
import { Page } from "../../shell/page";
import { alertFiltersOf, alertStates, type AlertState } from "./alert-params";
import { AlertItem } from "./alert-item";
import { localToday } from "./local-today";

const stateLabels: Record<AlertState, string> = { open: "Open", resolved: "Resolved", all: "Open and resolved" };
const kindLabels = { work_order: "WO", purchase_order: "PO", supplier: "Supplier" } as const;

/** `/alerts`: this person's alerts, newest first, filtered by state, rule, unread and record (docs/app.md, "Alerts"). */
export function AlertInbox() {
  const [search, setSearch] = useSearchParams();
  const filters = alertFiltersOf(search);
  const setFilter = (name: string, value: string | undefined) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name === "kind") next.delete("key");
        return next;
      },
      { replace: true },
    );
  const { trigger: markAllRead, isMutating } = useMarkAllAlertsRead();
  const markAll = async () => {
    try {
      const { Marked } = await markAllRead({ rule: filters.rule });
      toast({ title: Marked === 1 ? "1 alert marked read" : `${Marked} alerts marked read`, variant: "success" });
    } catch (error) {
      toast({ title: "Could not mark alerts read", description: (error as Error).message, variant: "error" });
    }
  };

  return (
    <Page
      title="Alerts"
      description="Late and at-risk work, lines coming due, outside processing and suppliers: as they happen, each once."
      actions={
        <>
          <Button variant="outline" disabled={isMutating} onClick={() => void markAll()}>
            Mark all read
          </Button>
          <Button variant="outline" asChild>
            <Link to="/alerts/settings">
              <Settings className="size-4" aria-hidden="true" />
              Settings
            </Link>
          </Button>
        </>
      }
    >
      <Card className="gap-0 py-0">
        <div
          role="group"
          aria-label="Filters"
          className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:flex-wrap sm:items-center"
        >
          <NativeSelect
            aria-label="Show"
            className="w-full sm:w-48"
            value={filters.state}
            onChange={(event) => setFilter("state", event.target.value === "open" ? undefined : event.target.value)}
          >
            {alertStates.map((state) => (
              <option key={state} value={state}>
                {stateLabels[state]}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Rule"
            className="w-full sm:w-60"
            value={filters.rule ?? ""}
            onChange={(event) => setFilter("rule", event.target.value || undefined)}
          >
            <option value="">Every rule</option>
            {alertRules.map((rule) => (
              <option key={rule} value={rule}>
                {alertRuleInfo[rule].label}
              </option>
            ))}
          </NativeSelect>
          <Checkbox
            label="Unread only"
            checked={filters.unread === "true"}
            onCheckedChange={(checked) => setFilter("unread", checked ? "true" : undefined)}
          />
          {filters.kind && filters.key && (
            <Button variant="outline" size="sm" onClick={() => setFilter("kind", undefined)}>
              {kindLabels[filters.kind]} {filters.key} only: show every record
            </Button>
          )}
        </div>
        <AlertPages filters={filters} />
      </Card>
    </Page>
  );
}

/** The list, a page at a time: "Show older" asks for the next page after the last one shown. */
function AlertPages({ filters }: { filters: AlertFilters }) {
  const [befores, setBefores] = useState<string[]>([]);
  const filterKey = JSON.stringify(filters);
  const [shownFor, setShownFor] = useState(filterKey);
  if (shownFor !== filterKey) {
    setShownFor(filterKey);
    setBefores([]);
  }
  const today = localToday();
  return (
    <AlertPage
      filters={filters}
      today={today}
      befores={befores}
      onOlder={(before) => setBefores((pages) => [...pages, before])}
    />
  );
}

type AlertPageProps = {
  filters: AlertFilters;
  today: string;
  befores: string[];
  onOlder: (before: string) => void;
  before?: string;
};

function AlertPage({ filters, today, befores, onOlder, before }: AlertPageProps) {
  const { alerts, error, isLoading, reload } = useAlerts({ ...filters, before });
  const isFirst = before === undefined;
  if (error && !alerts) return <LoadError title="Could not load alerts" error={error} onRetry={() => void reload()} />;
  if (isLoading && !alerts) return isFirst ? <AlertsLoading /> : null;
  if (!alerts) return null;
  if (isFirst && alerts.Items.length === 0) {
    const isFiltered = filters.rule || filters.unread || filters.key || filters.state !== "open";
    return (
      <EmptyState
        className="border-0"
        icon={<BellOff />}
        title={isFiltered ? "No alerts match these filters" : "No open alerts"}
        description={isFiltered ? "Change the filters to see more." : "Nothing needs the shop's attention right now."}
      />
    );
  }
  const last: Alert | undefined = alerts.Items.at(-1);
  const nextIndex = isFirst ? 0 : befores.indexOf(before) + 1;
  const nextBefore = befores[nextIndex];
  return (
    <>
      <ul aria-label={isFirst ? "Alerts" : undefined} className="contents">
        {alerts.Items.map((alert) => (
          <AlertItem key={alert.AlertId} alert={alert} today={today} />
        ))}
      </ul>
      {alerts.HasMore &&
        last &&
        (nextBefore === last.AlertId ? (
          <AlertPage filters={filters} today={today} befores={befores} onOlder={onOlder} before={nextBefore} />
        ) : (
          <div className="p-4">
            <Button variant="outline" onClick={() => onOlder(last.AlertId)}>
              Show older
            </Button>
          </div>
        ))}
    </>
  );
}

function AlertsLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3 p-4">
      <span className="sr-only">Loading alerts…</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-16 w-full" />
      ))}
    </div>
  );
}
