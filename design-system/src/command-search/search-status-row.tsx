import { CircleAlert } from "lucide-react";
import type { CommandSearchStatus } from "./command-search-reducer";

const messages: Partial<Record<CommandSearchStatus, string>> = {
  loading: "Searching…",
  empty: "No results",
  error: "Search failed. Try again in a moment.",
};

/** The line under the suggestions: searching, no results or an error. Outside the listbox on purpose. */
export function SearchStatusRow({ status }: { status: CommandSearchStatus }) {
  const message = messages[status];
  if (!message) return null;
  const isError = status === "error";
  return (
    <p
      data-slot="command-search-status"
      data-status={status}
      role={isError ? "alert" : "status"}
      className={
        isError
          ? "flex items-center gap-2 px-3 py-2 text-sm text-destructive"
          : "px-3 py-2 text-sm text-muted-foreground"
      }
    >
      {isError && <CircleAlert aria-hidden className="size-4 shrink-0" />}
      {message}
    </p>
  );
}
