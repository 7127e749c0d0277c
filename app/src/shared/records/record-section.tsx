import { useId, type ReactNode } from "react";
import { useRecordVisit } from "../../shell/recent-records";
import { RecordLive } from "./record-live-lazy";
import { RecordStates, useDeferredQuery, type RecordFrameProps } from "./record-screen";

export type RecordSectionProps<T> = RecordFrameProps<T> & {
  /** The section's heading once the record is shown (a level below the page's): its key and badges. */
  heading: (record: T) => ReactNode;
};

/**
 * A record shown under its search on the same route (the part, under `/part`'s search): the
 * same states, then a section headed by the record with its description, actions and print.
 */
export function RecordSection<T>({
  heading,
  visit,
  description,
  actions,
  print,
  children,
  query: latest,
  ...states
}: RecordSectionProps<T>) {
  const headingId = useId();
  const query = useDeferredQuery(latest);
  useRecordVisit(query.record && visit(query.record));
  return (
    <RecordStates query={query} {...states}>
      {(record) => (
        <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid grid-cols-1 gap-1">
              <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-xl font-semibold">
                {heading(record)}
              </h2>
              {description?.(record)}
              <RecordLive record={visit(record).record} />
            </div>
            {(actions || print) && (
              <div className="flex flex-wrap gap-2">
                {actions?.(record)}
                {print?.(record)}
              </div>
            )}
          </div>
          {children(record)}
        </section>
      )}
    </RecordStates>
  );
}
