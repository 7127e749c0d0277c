// The domain's fixed lists are the contract's (contract/src/statuses.ts), the CHECK constraints' too.
import type {
  AlertDelivery,
  AlertRecordKind,
  AlertRule,
  ApprovalStatus,
  AttachmentKind,
  HistoryAction,
  HistoryEntity,
  HistoryRecord,
  OperationStatus,
  PurchaseOrderStatus,
  WorkOrderStatus,
} from "@shopdesk/contract";
import type { ColumnType, Generated, GeneratedAlways, JSONColumnType } from "kysely";

/**
 * The database as Kysely sees it: one interface per table, named as in SQL. Each migration
 * that changes a table changes its interface here too. `bigint` ids and `numeric` money
 * arrive as strings (nothing rounds), `date` as `YYYY-MM-DD` text (see database.ts).
 */

/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** created_at / updated_at / occurred_at. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** `YYYY-MM-DD`. */
type CalendarDate = string;
/** `numeric` as exact decimal text, e.g. "12.5000". */
type Decimal = ColumnType<string, string | number, string | number>;

interface Editable {
  version: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClientErrorTable {
  id: Generated<string>;
  occurred_at: ColumnType<Date, Date | string | undefined, never>;
  subject: string | null;
  name: string | null;
  page_url: string | null;
  user_agent: string | null;
  request_id: string | null;
  error: string;
  component_stack: string | null;
}

interface BillingAddress {
  billing_address1: string | null;
  billing_address2: string | null;
  billing_city: string | null;
  billing_region: string | null;
  billing_postal_code: string | null;
  billing_country: string | null;
}

interface ShippingAddress {
  shipping_address1: string | null;
  shipping_address2: string | null;
  shipping_city: string | null;
  shipping_region: string | null;
  shipping_postal_code: string | null;
  shipping_country: string | null;
}

export interface CustomerTable extends Editable, BillingAddress, ShippingAddress {
  customer_id: string;
  name: string;
  shipping_same_as_billing: Defaulted<boolean>;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  payment_terms: Defaulted<string>;
  notes: Defaulted<string>;
  active: Defaulted<boolean>;
}

export interface SupplierTable extends Editable {
  supplier_id: GeneratedAlways<string>;
  supplier_name: string;
  services: Defaulted<string[]>;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  supplier_address1: string | null;
  supplier_address2: string | null;
  supplier_city: string | null;
  supplier_region: string | null;
  supplier_postal_code: string | null;
  supplier_country: string | null;
  notes: Defaulted<string>;
  approval_status: Defaulted<ApprovalStatus>;
  certificate_expires: CalendarDate | null;
  active: Defaulted<boolean>;
}

export interface PartTable extends Editable {
  part_id: GeneratedAlways<string>;
  part_number: string;
  revision: string;
  description: string;
  customer_id: string;
  material: string | null;
  drawing_number: string | null;
  uom: Defaulted<string>;
  notes: Defaulted<string>;
  active: Defaulted<boolean>;
  /** The newer revision that replaces this one; null for the current revision. */
  superseded_by: string | null;
  lot_charge: ColumnType<string, string | number | undefined, string | number>;
  price_effective_date: CalendarDate | null;
  quote_reference: string | null;
}

/**
 * The distinct description sort keys, `lower(description) collate "C"` (migration 0011): kept
 * by triggers on part, never shrunk (a key whose parts all changed stays and joins to none).
 */
export interface PartDescriptionTable {
  key: string;
}

export interface PartPriceBreakTable {
  part_id: string;
  min_quantity: number;
  unit_price: Decimal;
}

export interface PurchaseOrderTable extends Editable {
  po_key: GeneratedAlways<string>;
  customer_id: string;
  po_number: string;
  po_date: CalendarDate;
  ship_to_name: string | null;
  ship_to_address1: string | null;
  ship_to_address2: string | null;
  ship_to_city: string | null;
  ship_to_region: string | null;
  ship_to_postal_code: string | null;
  ship_to_country: string | null;
  terms: string;
  notes: Defaulted<string>;
  status: Defaulted<PurchaseOrderStatus>;
  /** The highest line number the PO ever had (migration 0008): removed lines' numbers are not reused. */
  last_line_number: Defaulted<number>;
  /** The earliest due date of a line still open, kept by a po_line trigger (migration 0008). */
  next_due_date: ColumnType<CalendarDate | null, never, never>;
}

export interface PoLineTable extends Editable {
  po_line_id: GeneratedAlways<string>;
  po_key: string;
  line_number: number;
  part_id: string;
  quantity: number;
  unit_price: Decimal;
  due_date: CalendarDate;
  /** Kept equal to the sum of packing slip lines by a trigger. */
  shipped_quantity: Defaulted<number>;
}

export interface WorkOrderTable extends Editable {
  wo_number: GeneratedAlways<string>;
  po_line_id: string | null;
  part_id: string;
  quantity: number;
  due_date: CalendarDate;
  status: Defaulted<WorkOrderStatus>;
  quantity_complete: Defaulted<number>;
  quantity_scrapped: Defaulted<number>;
  notes: Defaulted<string>;
  /** The customer of the WO's PO, null for stock; copied by a trigger (migration 0008). */
  customer_id: ColumnType<string | null, never, never>;
  /** Its part's number, copied by the same trigger, for the WO list's search and sort. */
  part_number: ColumnType<string, never, never>;
}

export interface WoOperationTable extends Editable {
  wo_operation_id: GeneratedAlways<string>;
  wo_number: string;
  sequence: number;
  description: string;
  /** Exactly one of work_centre (in house) and supplier_id (outside processing). */
  work_centre: string | null;
  supplier_id: string | null;
  planned_hours: ColumnType<string, string | number | undefined, string | number>;
  status: Defaulted<OperationStatus>;
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Outside processing: when the supplier should have it back (migration 0018). */
  expected_back: ColumnType<CalendarDate | null, CalendarDate | null | undefined, CalendarDate | null>;
}

export interface PackingSlipTable extends Editable {
  packing_slip_id: GeneratedAlways<string>;
  po_key: string;
  pslip_number: number;
  ship_date: CalendarDate;
  carrier: string | null;
  tracking_number: string | null;
  boxes: number | null;
  weight: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created_by: string;
}

export interface PackingSlipLineTable {
  packing_slip_line_id: GeneratedAlways<string>;
  packing_slip_id: string;
  /** The slip's PO, repeated so keys can require the PO line to be on the same PO. */
  po_key: string;
  po_line_id: string;
  quantity: number;
  wo_number: string | null;
}

/** `{ Field: { from, to } }` in the API's field names. */
export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

export interface ChangeHistoryTable {
  history_id: GeneratedAlways<string>;
  entity_type: HistoryEntity;
  entity_key: string;
  action: HistoryAction;
  changes: JSONColumnType<FieldChanges, string | undefined, string>;
  subject: string;
  name: string | null;
  /** The file an import read, or null for a change made on a screen. */
  source: ColumnType<string | null, string | null | undefined, never>;
  at: Timestamp;
  /** The writing transaction's id (xid8, as text), always its default (migration 0017): how the commit finds its rows. */
  xid: ColumnType<string, never, never>;
}

/**
 * The change feed (migration 0017, docs/database.md "The change feed"): one row per history
 * row, written by the database at commit, ids in commit order. Never written by the server.
 */
export interface ChangeEventTable {
  /** bigint: a string, as int8 arrives. */
  event_id: ColumnType<string, never, never>;
  entity_type: ColumnType<HistoryEntity, never, never>;
  entity_key: ColumnType<string, never, never>;
  action: ColumnType<HistoryAction, never, never>;
  /** The keys of the history row's `changes`, sorted. */
  fields: ColumnType<string[], never, never>;
  subject: ColumnType<string, never, never>;
  name: ColumnType<string | null, never, never>;
  at: ColumnType<Date, never, never>;
  /** The record's Version as committed; null when it is gone. */
  version: ColumnType<number | null, never, never>;
}

/** Who has which record open: one row per open live stream, shared by every server process (migration 0017). */
export interface LivePresenceTable {
  stream_id: string;
  subject: string;
  name: string | null;
  /** A record screen (a history record's kind and key), or both null for any other screen. */
  entity_type: HistoryRecord | null;
  entity_key: string | null;
  editing: Defaulted<boolean>;
  seen_at: Timestamp;
}

/** Running totals of shipped Amount (migration 0009, docs/data-model.md): kept by triggers, read by the reports. */
export interface ShipmentTotalsColumns {
  customer_id: string;
  slips: number;
  lines: number;
  /** bigint: a string, as numeric and int8 arrive. */
  quantity: string;
  amount: Decimal;
}
export interface ShipmentDateTable extends Omit<ShipmentTotalsColumns, "customer_id"> {
  ship_date: CalendarDate;
}
export interface ShipmentDayTable extends ShipmentTotalsColumns {
  ship_date: CalendarDate;
}
export interface ShipmentMonthTable extends ShipmentTotalsColumns {
  /** The month's first day. */
  month: CalendarDate;
}
/** Open lines, quantity and Amount of the backlog by due date (migration 0009). */
export interface BacklogDueTable {
  due_date: CalendarDate;
  lines: number;
  quantity: string;
  amount: Decimal;
}

/** A short-lived, single-use download link (migration 0012): keyed by its token's SHA-256. */
export interface DownloadLinkTable {
  /** Hex SHA-256 of the token in the link's URL. */
  token_hash: string;
  kind: string;
  target: JSONColumnType<Record<string, unknown>, string, string>;
  subject: string;
  name: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One distinct content (migration 0013): `sha256` is null only while its upload is being written. */
export interface AttachmentBlobTable {
  blob_id: GeneratedAlways<string>;
  sha256: string | null;
  /** bigint: a string, as int8 arrives. */
  size: ColumnType<string, string | number, string | number>;
  content_type: string;
  created_at: Timestamp;
}

/** A piece of a blob's content, at most 1 MiB, `seq` from 0. */
export interface AttachmentBlobChunkTable {
  blob_id: string;
  seq: number;
  data: Buffer;
}

/** A file on exactly one record (the one of the six record columns that is set). */
export interface AttachmentTable extends Editable {
  attachment_id: GeneratedAlways<string>;
  blob_id: string;
  part_id: string | null;
  customer_id: string | null;
  supplier_id: string | null;
  po_key: string | null;
  wo_number: string | null;
  packing_slip_id: string | null;
  file_name: string;
  kind: AttachmentKind;
  note: string | null;
  expires_on: CalendarDate | null;
  is_current_drawing: Defaulted<boolean>;
  uploaded_by: string;
  uploaded_by_name: string | null;
}

/** One occurrence of an alert rule's condition (migration 0018, docs/database.md "Alerts"). */
export interface AlertTable {
  /** bigint: a string, as int8 arrives. */
  alert_id: GeneratedAlways<string>;
  rule: AlertRule;
  /** What makes this occurrence the same one on the next evaluation: the record's id, with what the condition hangs on. */
  occurrence: string;
  record_kind: AlertRecordKind;
  /** The record's internal key (a WO number, a po_key, a supplier_id). */
  record_key: string;
  title: string;
  detail: string;
  opened_at: Timestamp;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  resolution: string | null;
}

export interface AlertPersonTable {
  subject: string;
  name: string | null;
  email: string | null;
  /** The person typed the address (else it follows their sign-in's). */
  email_given: Defaulted<boolean>;
  time_zone: Defaulted<string>;
  digest_hour: Defaulted<number>;
  last_digest_on: CalendarDate | null;
  seen_at: Timestamp;
}

export interface AlertSubscriptionTable {
  subject: string;
  rule: AlertRule;
  delivery: AlertDelivery;
}

export interface AlertReaderTable {
  subject: string;
  alert_id: string;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  snoozed_until: CalendarDate | null;
}

export interface AlertThresholdTable {
  rule: AlertRule;
  value: number;
}

/** An email to send, once (migration 0018, docs/server.md "Email"). */
export interface MailOutboxTable {
  mail_id: GeneratedAlways<string>;
  /** "alert/{alert_id}/{subject}", "digest/{subject}/{date}": a second insert of the same key does nothing. */
  dedupe_key: string;
  to_address: string;
  subject_line: string;
  body: string;
  created_at: Timestamp;
  attempts: Defaulted<number>;
  next_attempt_at: Timestamp;
  /** A sender holds the row until then; past it, another may take it. */
  claimed_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Given up on (too many attempts): kept, with its last error, for a person to look at. */
  failed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
}

export interface BackupRunTable {
  backup_run_id: GeneratedAlways<string>;
  started_at: Timestamp;
  finished_at: Timestamp;
  trigger: "schedule" | "command";
  /** The file written (or that was being written, when it failed). */
  file: string;
  /** Null when it failed. */
  bytes: string | number | null;
  error: string | null;
}

export interface Schema {
  client_error: ClientErrorTable;
  customer: CustomerTable;
  supplier: SupplierTable;
  part: PartTable;
  part_description: PartDescriptionTable;
  part_price_break: PartPriceBreakTable;
  purchase_order: PurchaseOrderTable;
  po_line: PoLineTable;
  work_order: WorkOrderTable;
  wo_operation: WoOperationTable;
  packing_slip: PackingSlipTable;
  packing_slip_line: PackingSlipLineTable;
  change_history: ChangeHistoryTable;
  change_event: ChangeEventTable;
  live_presence: LivePresenceTable;
  shipment_date: ShipmentDateTable;
  shipment_day: ShipmentDayTable;
  shipment_month: ShipmentMonthTable;
  backlog_due: BacklogDueTable;
  download_link: DownloadLinkTable;
  attachment_blob: AttachmentBlobTable;
  attachment_blob_chunk: AttachmentBlobChunkTable;
  attachment: AttachmentTable;
  alert: AlertTable;
  alert_person: AlertPersonTable;
  alert_subscription: AlertSubscriptionTable;
  alert_reader: AlertReaderTable;
  alert_threshold: AlertThresholdTable;
  mail_outbox: MailOutboxTable;
  backup_run: BackupRunTable;
}
