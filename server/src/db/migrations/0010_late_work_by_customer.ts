import { type Kysely, sql } from "kysely";

/**
 * One customer's late work orders (the late-work-orders report's `customerId` filter) from one
 * index range: the unfinished WOs by customer and due date, with what the report's totals sum.
 * Through the PO lines (0009's `work_order_unfinished_due_idx`, then each WO's PO), the
 * biggest customer's late WOs took 0.5–0.7 s at 1M WOs (docs/performance.md, "Reports").
 * `work_order.customer_id` is 0008's copy of the PO's customer.
 */
const unfinished = `status in ('Open', 'Released', 'In Progress', 'On Hold')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create index work_order_unfinished_customer_due_idx on work_order (customer_id, due_date, wo_number)
        include (quantity, quantity_complete) where ${unfinished}`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists work_order_unfinished_customer_due_idx`.execute(db);
}
