/**
 * The channel alerts notify on (docs/api.md, "Alerts"): every server process's live hub hears
 * it and tells its streams to read the inbox again. The payload says whose: `{}` is everyone
 * (an evaluation opened or resolved alerts), `{"subject": "…"}` one person (they read or
 * snoozed one, so their other tabs follow).
 */
export const ALERTS_CHANNEL = "shopdesk_alerts";

/** Whose alerts a notification is about: one subject, or everyone (undefined). Null for a payload that is not ours. */
export function alertsNoticeSubject(payload: string): string | undefined | null {
  try {
    const notice = JSON.parse(payload) as unknown;
    if (typeof notice !== "object" || notice === null || Array.isArray(notice)) return null;
    const subject = (notice as { subject?: unknown }).subject;
    if (subject === undefined) return undefined;
    return typeof subject === "string" ? subject : null;
  } catch {
    return null;
  }
}

/** The payload for one person's alerts. */
export const subjectNotice = (subject: string) => JSON.stringify({ subject });
