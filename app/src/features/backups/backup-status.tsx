import { TriangleAlert } from "lucide-react";
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  formatDateTime,
  formatFileSize,
  Skeleton,
} from "@shopdesk/design-system";
import type { BackupStatus } from "../../api/backups/types";
import { useBackupStatus } from "../../api/backups/use-backup-status";
import { LoadError } from "../../shared/lists/list-parts";

export type BackupStatusCardProps = {
  /** The server's answer; undefined while it loads. */
  status: BackupStatus | undefined;
  /** The call failed: its message is shown, with `onRetry` as Try again. */
  error?: Error | undefined;
  onRetry?: () => void;
};

/** "every day", "every 6 hours", "every 30 minutes": whole days or hours where they are. */
function every(minutes: number): string {
  const [count, unit] =
    minutes % 1440 === 0 ? [minutes / 1440, "day"] : minutes % 60 === 0 ? [minutes / 60, "hour"] : [minutes, "minute"];
  return count === 1 ? `Every ${unit}` : `Every ${count} ${unit}s`;
}

const triggers: Record<NonNullable<BackupStatus["Last"]>["Trigger"], string> = {
  schedule: "scheduled",
  command: "npm run backup",
};

/** How this server backs itself up: its schedule, PostgreSQL's operator, or nothing scheduled. */
function HowBackupsAreMade({ status }: { status: BackupStatus }) {
  const { Schedule: schedule } = status;
  if (status.Engine === "postgresql")
    return (
      <p className="text-muted-foreground" data-slot="backup-schedule">
        PostgreSQL: backups are made with pg_dump or continuous archiving (docs/database.md, &ldquo;Backups and
        moving&rdquo;).
      </p>
    );
  if (!schedule)
    return (
      <p className="text-muted-foreground" data-slot="backup-schedule">
        No backups are scheduled (BACKUP_EVERY is off): make one with <code>npm run backup</code>.
      </p>
    );
  return (
    <p className="text-muted-foreground" data-slot="backup-schedule">
      {every(schedule.EveryMinutes)}, keeping {schedule.Keep === 1 ? "only the newest" : `the last ${schedule.Keep}`},
      in <code className="wrap-anywhere">{schedule.Dir}</code>
    </p>
  );
}

/**
 * The diagnostics screen's "Backups": when the last backup was made, its size and who made it,
 * a failure since (in the warning's colours), and how this server makes them.
 */
export function BackupStatusCard({ status, error, onRetry }: BackupStatusCardProps) {
  function content() {
    if (error && !status)
      return <LoadError title="Could not read the backups" error={error} onRetry={onRetry} className="border-0 py-4" />;
    if (!status)
      return (
        <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading the backups">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      );
    const { Last: last, LastFailure: failure } = status;
    return (
      <div className="grid gap-3">
        {last ? (
          <p data-slot="backup-last">
            <span className="font-medium">Last backup:</span>{" "}
            <span className="tabular-nums">{formatDateTime(last.FinishedAt)}</span> · {formatFileSize(last.Bytes)} ·{" "}
            {triggers[last.Trigger]}
            <span className="block text-xs text-muted-foreground wrap-anywhere">{last.File}</span>
          </p>
        ) : (
          <p data-slot="backup-last">No backup has been made yet.</p>
        )}
        {failure && (
          <div
            data-slot="backup-failure"
            className="flex gap-3 rounded-md border border-warning/60 bg-status-warning/40 p-3"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <p className="min-w-0 wrap-anywhere">
              <span className="font-medium">
                The last backup failed at <span className="tabular-nums">{formatDateTime(failure.At)}</span>:
              </span>{" "}
              {failure.Message}
              <span className="block text-xs text-muted-foreground">{failure.File}</span>
            </p>
          </div>
        )}
        <HowBackupsAreMade status={status} />
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Backups</CardTitle>
      </CardHeader>
      <CardContent>{content()}</CardContent>
    </Card>
  );
}

/** The backups' status as the server answers it now (read when the screen opens). */
export function BackupStatusSection() {
  const { status, error, reload } = useBackupStatus();
  return <BackupStatusCard status={status} error={error} onRetry={() => void reload()} />;
}
