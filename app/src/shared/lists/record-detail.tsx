import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { ArrowLeft } from "lucide-react";
import { Button } from "@shopdesk/design-system";
import type { ApiError } from "../../api/client";
import { Page } from "../../shell/page";
import { DetailSkeleton } from "./detail-skeleton";
import { LoadError } from "./list-parts";
import { NotFound } from "./not-found";

/** A record hook's answer (`useCustomer`, `useSupplier`, `usePart`), whatever it calls the record. */
export type RecordQuery<T> = {
  record: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  reload: () => unknown;
};

export type RecordStatesProps<T> = {
  query: RecordQuery<T>;
  /** What a 404 says, and the way back to the list. */
  notFound: { title: string; description: string; backTo: string; backLabel: string };
  /** What failed otherwise, e.g. "Could not load this customer". */
  errorTitle: string;
  /** The record, once loaded. */
  children: (record: T) => ReactNode;
};

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

export type RecordDetailPageProps<T> = RecordStatesProps<T> & {
  title: string;
  /** The list the "back" button leads to, e.g. `{ to: "/customer", label: "Customers" }`. */
  back: { to: string; label: string };
  /** Under the title once the record is loaded: its name, badges. */
  description?: (record: T) => ReactNode;
};

/** The frame of a record's own page (`/customer/ACME`): title, the way back, the record's states. */
export function RecordDetailPage<T>({ title, back, description, ...states }: RecordDetailPageProps<T>) {
  const { record, error, isLoading } = states.query;
  return (
    <Page
      title={title}
      description={record && !error && !isLoading && description ? description(record) : undefined}
      actions={
        <Button asChild variant="outline">
          <Link to={back.to}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {back.label}
          </Link>
        </Button>
      }
    >
      <RecordStates {...states} />
    </Page>
  );
}

export type DetailLayoutProps = {
  /** The record's edit form. */
  form: ReactNode;
  /** Panels beside the form (below it on narrow screens): related records, history. */
  aside: ReactNode;
  asideLabel: string;
};

/**
 * The edit form and, beside it, panels about the record. Both columns may shrink below their
 * content's width (`minmax(0, …)`); the side panels are 26rem wide from `xl`, room enough for
 * a three-column table with amounts.
 */
export function DetailLayout({ form, aside, asideLabel }: DetailLayoutProps) {
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,1fr)_26rem]">
      <div className="min-w-0">{form}</div>
      <aside className="grid min-w-0 grid-cols-1 gap-6" aria-label={asideLabel}>
        {aside}
      </aside>
    </div>
  );
}
