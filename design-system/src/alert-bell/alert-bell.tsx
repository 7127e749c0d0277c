import * as React from "react";
import { Bell } from "lucide-react";
import type { RenderLink } from "../app-header/app-header-link";
import { defaultRenderLink } from "../app-header/app-header-link";
import { cn } from "../lib/cn";

export type AlertBellProps = {
  /** Unread alerts; undefined while not known yet (no badge, nothing announced). */
  unread?: number;
  /** Where the bell goes: the inbox. */
  href: string;
  renderLink?: RenderLink;
  className?: string;
};

/** "99+" past 99: the badge keeps its width. */
export const unreadBadgeText = (unread: number) => (unread > 99 ? "99+" : String(unread));

/** What the bell's name and the polite announcement say. */
export const unreadSentence = (unread: number) =>
  unread === 0 ? "No unread alerts" : unread === 1 ? "1 unread alert" : `${unread} unread alerts`;

/**
 * The header's bell: a link to the inbox with the unread count on a badge. A rise or fall of
 * the count is announced politely (a status region beside it), never as the page loads.
 */
export function AlertBell({ unread, href, renderLink = defaultRenderLink, className }: AlertBellProps) {
  const [announced, setAnnounced] = React.useState("");
  const previous = React.useRef(unread);
  React.useEffect(() => {
    if (previous.current !== undefined && unread !== undefined && unread !== previous.current) {
      setAnnounced(unreadSentence(unread));
    }
    previous.current = unread;
  }, [unread]);
  const hasUnread = unread !== undefined && unread > 0;
  return (
    <span data-slot="alert-bell" className={cn("relative inline-flex", className)}>
      {renderLink({
        href,
        "data-slot": "alert-bell-link",
        className:
          "relative inline-flex size-10 items-center justify-center rounded-md text-env-foreground outline-none hover:bg-env-foreground/10 focus-visible:ring-2 focus-visible:ring-env-foreground",
        children: (
          <>
            <Bell aria-hidden className="size-5" />
            <span className="sr-only">{unread === undefined ? "Alerts" : `Alerts: ${unreadSentence(unread)}`}</span>
            {hasUnread && (
              <span
                aria-hidden
                data-slot="alert-bell-count"
                className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs leading-5 font-semibold text-destructive-foreground tabular-nums"
              >
                {unreadBadgeText(unread)}
              </span>
            )}
          </>
        ),
      })}
      <span role="status" data-slot="alert-bell-announcement" className="sr-only">
        {announced}
      </span>
    </span>
  );
}
