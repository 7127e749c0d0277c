import type { ReactNode } from "react";
import { usePageTitle } from "./use-page-title";

export type PageProps = {
  title: string;
  /** The browser tab's title, when it should say more than the heading (default: `title`). */
  documentTitle?: string;
  /** Shown under the title: the record's key, a filter summary. */
  description?: ReactNode;
  /** Under the description: who else is here, what just changed (a record screen's RecordLive). */
  live?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
};

/** A screen's frame: its title (also the tab's), optional actions, then the content. */
export function Page({ title, documentTitle, description, live, actions, children }: PageProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{title}</h1>
          {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
          {live}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </main>
  );
}
