import type { Kysely } from "kysely";
import type { Schema } from "../db/schema.js";

export interface ClientErrorReport {
  error: string;
  componentStack: string;
  subject: string;
  name: string | null;
  pageUrl: string | null;
  userAgent: string | null;
  requestId: string;
}

/** Stores one error a browser reported (a single INSERT: its own transaction). */
export async function recordClientError(db: Kysely<Schema>, report: ClientErrorReport): Promise<void> {
  await db
    .insertInto("client_error")
    .values({
      error: report.error,
      component_stack: report.componentStack,
      subject: report.subject,
      name: report.name,
      page_url: report.pageUrl,
      user_agent: report.userAgent,
      request_id: report.requestId,
    })
    .execute();
}
