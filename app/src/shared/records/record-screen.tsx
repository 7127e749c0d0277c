import { type ReactNode, useDeferredValue } from "react";
import { Link } from "react-router-dom";
import { ArrowLeft } from "lucide-react";
import { Button, cn, DetailSkeleton } from "@shopdesk/design-system";
import type { ApiError } from "../../api/client";
import { Page } from "../../shell/page";
import { useRecordVisit } from "../../shell/recent-records";
import type { RecordVisit } from "../../shell/recent-labels";
import { LoadError } from "../lists/list-parts";
import { NotFound, type NotFoundProps } from "../lists/not-found";
import { RecordLive } from "./record-live-lazy";

// The frame of every record screen (docs/app.md, "A record screen"). One module on purpose: every
// record screen loads all of it, so it travels in the chunk they share rather than in chunks of its
// own (a chunk costs its imports and compresses apart). RecordSection, for the part alone, is apart.

/** A record hook's answer (`useCustomer`, `usePurchaseOrder`, …), whatever it calls the record. */
export type RecordQuery<T> = {
  record: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  reload: () => unknown;
};

export type RecordStatesProps<T> = {
  query: RecordQuery<T>;
  /** What a 404 says, and the way back to the list. */
  notFound: NotFoundProps;
  /** What failed otherwise, e.g. "Could not load this customer". */
  errorTitle: string;
  /** The record, once loaded. */
  children: (record: T) => ReactNode;
};

/** The record while it is on screen: loaded, neither failed nor loading. What its header shows waits for it. */
export function shownRecord<T>({ record, error, isLoading }: RecordQuery<T>): T | undefined {
  return record && !error && !isLoading ? record : undefined;
}

/**
 * The query as the screen draws it: its parts deferred. The answer arrives through SWR's store,
 * whose updates React renders in one uninterruptible task, and a PO of 50 lines is well over a
 * thousand components. Deferred, React first keeps what is on screen (the skeleton, or the
 * record as it was) and then draws the record in slices, yielding to the browser between them,
 * so the page never blocks input for the whole of it (docs/performance.md, "Lighthouse"). The
 * header and the body take it together, so nothing moves twice.
 */
export function useDeferredQuery<T>(query: RecordQuery<T>): RecordQuery<T> {
  // Each deferred apart: `query` is a new object every render, its parts are not.
  const record = useDeferredValue(query.record);
  const error = useDeferredValue(query.error);
  const isLoading = useDeferredValue(query.isLoading);
  return { record, error, isLoading, reload: query.reload };
}

/** A record screen's states in order: loading, not found, failed, then the record. */
export function RecordStates<T>({ query, notFound, errorTitle, children }: RecordStatesProps<T>) {
  if (query.isLoading) return <DetailSkeleton />;
  if (query.error?.status === 404) return <NotFound {...notFound} />;
  if (query.error || !query.record)
    return (
      <LoadError
        className="rounded-lg border"
        title={errorTitle}
        error={query.error ?? new Error("No data")}
        onRetry={() => void query.reload()}
      />
    );
  return children(query.record);
}

/** What a record screen and a record section take besides their heading. */
export type RecordFrameProps<T> = RecordStatesProps<T> & {
  /**
   * Where the palette's "Recent" opens it and what it calls it (shell/recent-labels.ts), with the
   * record as the change feed and presence name it (`record`).
   */
  visit: (record: T) => RecordVisit;
  /** Under the heading once the record is shown: its name, status badges, key figures. */
  description?: (record: T) => ReactNode;
  /** What can be done to the record once it is shown (Ship, Close PO, New revision): before the way back. */
  actions?: (record: T) => ReactNode;
  /** The record's print once it is shown, last in the header: a `RecordPrintLink`. */
  print?: (record: T) => ReactNode;
};

export type RecordScreenProps<T> = RecordFrameProps<T> & {
  /** The page's heading and the tab's title, e.g. "Customer ACME". */
  title: string;
  /** The list the way back leads to, e.g. `{ to: "/customer", label: "Customers" }`. */
  back: { to: string; label: string };
};

/**
 * A record on its own route (`/customer/ACME`, `/po/233`): the heading with the way back from
 * the first paint, then the record's states (loading, not found, failed) or the record, whose
 * description, actions and print join the heading once it is shown. The body is `children`,
 * most often a `RecordLayout`. docs/app.md, "A record screen".
 */
export function RecordScreen<T>({
  title,
  back,
  visit,
  description,
  actions,
  print,
  query: latest,
  ...states
}: RecordScreenProps<T>) {
  const query = useDeferredQuery(latest);
  const record = shownRecord(query);
  useRecordVisit(query.record && visit(query.record));
  return (
    <Page
      title={title}
      description={record && description?.(record)}
      live={<RecordLive record={record && visit(record).record} />}
      actions={
        <>
          {record && actions?.(record)}
          <Button asChild variant="outline">
            <Link to={back.to}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {back.label}
            </Link>
          </Button>
          {record && print?.(record)}
        </>
      }
    >
      <RecordStates query={query} {...states} />
    </Page>
  );
}

const columnWidths = {
  form: "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,1fr)_26rem]",
  thirds: "lg:grid-cols-3",
};

export type RecordLayoutProps = {
  /** Cards across the whole width, above the columns (the PO's lines). */
  top?: ReactNode;
  /** The main column, one card under the other: what the record is, then its edit form. */
  main: ReactNode;
  /** Panels beside the main column (below it on narrow screens): related records, files, history. */
  aside: ReactNode;
  asideLabel: string;
  /**
   * `form` (default): the side panels are 26rem wide from `xl` (a third below), room enough for
   * a three-column table with amounts. `thirds`: two thirds and one from `lg`, for a main
   * column of tables (the PO's packing slips).
   */
  columns?: keyof typeof columnWidths;
};

/**
 * A record's body: its cards in a main column and, beside it, panels about the record. Both
 * columns may shrink below their content's width (`minmax(0, …)`), so no card widens the page.
 */
export function RecordLayout({ top, main, aside, asideLabel, columns = "form" }: RecordLayoutProps) {
  const body = (
    <div className={cn("grid grid-cols-1 items-start gap-6", columnWidths[columns])}>
      <div className={cn("grid min-w-0 grid-cols-1 gap-6", columns === "thirds" && "lg:col-span-2")}>{main}</div>
      <aside className="grid min-w-0 grid-cols-1 gap-6" aria-label={asideLabel}>
        {aside}
      </aside>
    </div>
  );
  return top ? (
    <div className="grid grid-cols-1 gap-6">
      {top}
      {body}
    </div>
  ) : (
    body
  );
}
