import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { Badge, Button, FormField, Input, formatDate, formatDateTime, toast } from "@shopdesk/design-system";
import { alertRuleInfo, type Alert } from "../../api/alerts/types";
import { useSetAlertReader } from "../../api/alerts/use-alert-writes";
import { recordScreenLink } from "../../shared/record-links";

export type AlertItemProps = {
  alert: Alert;
  /** "Today" as the inbox counts snoozes (YYYY-MM-DD): a snooze until a later day hides the alert from the count. */
  today: string;
};

/** One alert: what, on which record (a link that also marks it read), when, and read / snooze for this person. */
export function AlertItem({ alert, today }: AlertItemProps) {
  const { trigger, isMutating } = useSetAlertReader();
  const [isSnoozing, setIsSnoozing] = useState(false);
  const [until, setUntil] = useState("");
  const [snoozeError, setSnoozeError] = useState<string>();
  const isUnread = alert.ReadAt === null;
  const isSnoozed = alert.SnoozedUntil !== null && alert.SnoozedUntil > today;
  const titleId = `alert-${alert.AlertId}-title`;
  const untilRef = useRef<HTMLInputElement>(null);
  // The form opens for the date: the field takes the focus, so Enter after typing it snoozes.
  useEffect(() => {
    if (isSnoozing) untilRef.current?.focus();
  }, [isSnoozing]);

  const setReader = async (reader: { Read: boolean; SnoozedUntil: string | null }, done: string) => {
    try {
      await trigger({ alertId: alert.AlertId, reader });
      toast({ title: done, variant: "success" });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : "Could not save.";
      if (reader.SnoozedUntil) setSnoozeError(message);
      else toast({ title: "Could not update the alert", description: message, variant: "error" });
      return false;
    }
  };

  return (
    <li
      aria-labelledby={titleId}
      data-slot="alert-item"
      data-unread={isUnread || undefined}
      className="flex flex-col gap-2 border-b p-4 last:border-b-0 data-[unread]:bg-accent/40"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={alert.ResolvedAt ? "success" : "warning"}>{alertRuleInfo[alert.Rule].label}</Badge>
        {isUnread && <Badge variant="info">Unread</Badge>}
        {isSnoozed && <Badge variant="outline">Snoozed until {formatDate(alert.SnoozedUntil!)}</Badge>}
        <span className="text-muted-foreground">Opened {formatDateTime(alert.OpenedAt)}</span>
      </div>
      <h2 id={titleId} className={isUnread ? "font-semibold" : "font-medium"}>
        <Link
          to={recordScreenLink(alert.Kind, alert.Key)}
          className="text-primary underline-offset-4 hover:underline"
          onClick={() => {
            if (isUnread)
              void trigger({ alertId: alert.AlertId, reader: { Read: true, SnoozedUntil: alert.SnoozedUntil } }).catch(
                () => {},
              );
          }}
        >
          {alert.Title}
        </Link>
      </h2>
      <p className="text-sm">{alert.Detail}</p>
      {alert.ResolvedAt && (
        <p className="text-sm text-muted-foreground">
          Resolved {formatDateTime(alert.ResolvedAt)}: {alert.Resolution}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={isMutating}
          onClick={() =>
            void setReader(
              { Read: isUnread, SnoozedUntil: alert.SnoozedUntil },
              isUnread ? "Marked read" : "Marked unread",
            )
          }
        >
          {isUnread ? "Mark read" : "Mark unread"}
        </Button>
        {isSnoozed ? (
          <Button
            variant="outline"
            size="sm"
            disabled={isMutating}
            onClick={() => void setReader({ Read: !isUnread, SnoozedUntil: null }, "Snooze ended")}
          >
            End snooze
          </Button>
        ) : (
          !alert.ResolvedAt && (
            <Button
              variant="outline"
              size="sm"
              aria-expanded={isSnoozing}
              onClick={() => {
                setIsSnoozing((open) => !open);
                setSnoozeError(undefined);
              }}
            >
              Snooze…
            </Button>
          )
        )}
      </div>
      {isSnoozing && (
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label={`Snooze ${alert.Title}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!until) return setSnoozeError("Choose the day it comes back.");
            void setReader({ Read: !isUnread, SnoozedUntil: until }, `Snoozed until ${formatDate(until)}`).then(
              (isDone) => isDone && setIsSnoozing(false),
            );
          }}
        >
          <FormField label="Snooze until" error={snoozeError} className="w-44">
            <Input
              type="date"
              min={today}
              value={until}
              onChange={(event) => setUntil(event.target.value)}
              ref={untilRef}
            />
          </FormField>
          <Button type="submit" size="sm" disabled={isMutating}>
            Snooze
          </Button>
        </form>
      )}
    </li>
  );
}
