import type { Insertable } from "kysely";
import type { OperationStatus, PurchaseOrderStatus, WorkOrderStatus } from "@shopdesk/contract";
import type {
  ChangeHistoryTable,
  PackingSlipLineTable,
  PackingSlipTable,
  PoLineTable,
  PurchaseOrderTable,
  WoOperationTable,
  WorkOrderTable,
} from "../db/schema.js";
import { money4, nextPoNumber, priceFor, type SeedCustomer, type SeedPart } from "./catalog.js";
import { addDays, atHour, daysBetween } from "./dates.js";
import { carriers, staff, workCentres } from "./names.js";
import type { Random } from "./random.js";

type WithKey<T, K extends string> = Insertable<T> & Record<K, number>;

/** Rows for one batch of POs (with their lines, WOs, operations and slips), in insert order. */
export interface OrderBatch {
  purchase_order: WithKey<PurchaseOrderTable, "po_key">[];
  po_line: WithKey<PoLineTable, "po_line_id">[];
  work_order: WithKey<WorkOrderTable, "wo_number">[];
  wo_operation: Insertable<WoOperationTable>[];
  packing_slip: WithKey<PackingSlipTable, "packing_slip_id">[];
  packing_slip_line: Insertable<PackingSlipLineTable>[];
  change_history: Insertable<ChangeHistoryTable>[];
}

export interface OrderOptions {
  asOf: string;
  /** WOs made for PO lines, at most; the rest of the WO count are stock WOs. */
  lineWos: number;
  expectedLines: number;
  history: boolean;
  operations: boolean;
  /** Supplier ids by service, for outside operations. */
  suppliersByService: Map<string, number[]>;
}

/**
 * A blanket PO of makeBlanketPo: its one line ships a piece at a time in `releases` packing
 * slips, numbered 1… and keyed from `firstSlipId` on, which seed.ts writes set-based.
 */
export interface BlanketPo {
  poKey: number;
  poLineId: number;
  poDate: string;
  releases: number;
  firstSlipId: number;
  carrier: string;
  /** Each release's weight, as numeric text. */
  weight: string;
  /** The first 8 characters of each release's tracking number (`1Z` and 6 digits). */
  trackingPrefix: string;
  subject: string;
  name: string;
}

export const FIRST_WO_NUMBER = 100001;
const HISTORY_SPAN_DAYS = 730;
/**
 * Open work that is past due is late by 1 to this many days as of the seed's day: a shop
 * chases late work, it does not leave it open for a year. (A WO is due 3–10 days before its
 * PO line, so a late PO's WOs may be up to 10 days later still.)
 */
const LATE_DAYS_AT_MOST = 45;

/**
 * The start (a PO's date, a stock WO's creation) of open work due `span` days after it: as
 * drawn when that is at most LATE_DAYS_AT_MOST days late as of `asOf`, else moved later so the
 * work is 1–LATE_DAYS_AT_MOST days late, by the days it was late (so no draw moves and the
 * rest of the data stays the same for a given seed and day).
 */
function recentIfLate(start: string, span: number, asOf: string): string {
  const late = daysBetween(addDays(start, span), asOf);
  if (late <= LATE_DAYS_AT_MOST) return start;
  return addDays(asOf, -(span + 1 + ((late - 1) % LATE_DAYS_AT_MOST)));
}

const isOpenPo = (status: PurchaseOrderStatus) => status === "Open" || status === "Partially Shipped";
const isUnfinishedWo = (status: WorkOrderStatus) =>
  status === "Open" || status === "Released" || status === "In Progress" || status === "On Hold";
const lineQuantities = [1, 2, 5, 10, 12, 20, 25, 40, 50, 100, 150, 200, 250, 500];

export const emptyBatch = (): OrderBatch => ({
  purchase_order: [],
  po_line: [],
  work_order: [],
  wo_operation: [],
  packing_slip: [],
  packing_slip_line: [],
  change_history: [],
});

function poStatus(random: Random, isPastDue: boolean): PurchaseOrderStatus {
  return isPastDue
    ? random.weighted({ Shipped: 45, Closed: 40, "Partially Shipped": 6, Open: 5, Cancelled: 4 })
    : random.weighted({ Open: 60, "Partially Shipped": 25, Shipped: 12, Cancelled: 3 });
}

function woStatusFor(
  random: Random,
  po: PurchaseOrderStatus,
  lineShipped: number,
  lineQuantity: number,
): WorkOrderStatus {
  switch (po) {
    case "Cancelled":
      return "Cancelled";
    case "Shipped":
    case "Closed":
      return random.chance(0.8) ? "Closed" : "Complete";
    case "Partially Shipped":
      return lineShipped >= lineQuantity ? "Complete" : "In Progress";
    case "Open":
      return random.weighted({ Open: 30, Released: 35, "In Progress": 25, "On Hold": 10 });
  }
}

/** A PO's ship-to (the customer's shipping address, else its billing one) and terms. */
function shipToAndTerms({ row }: SeedCustomer) {
  return {
    ship_to_name: row.name,
    ship_to_address1: row.shipping_address1 ?? row.billing_address1 ?? null,
    ship_to_address2: row.shipping_address2 ?? row.billing_address2 ?? null,
    ship_to_city: row.shipping_city ?? row.billing_city ?? null,
    ship_to_region: row.shipping_region ?? row.billing_region ?? null,
    ship_to_postal_code: row.shipping_postal_code ?? row.billing_postal_code ?? null,
    ship_to_country: "US",
    terms: row.payment_terms ?? "Net 30",
  };
}

/** Makes POs and WOs in order; keys are assigned here so rows can refer to each other. */
export class OrderMaker {
  private poKey = 0;
  private lineId = 0;
  private slipId = 0;
  private woNumber = FIRST_WO_NUMBER - 1;
  private lineWosMade = 0;
  private linesMade = 0;

  constructor(
    private readonly random: Random,
    private readonly customers: SeedCustomer[],
    private readonly parts: SeedPart[],
    private readonly options: OrderOptions,
  ) {}

  get workOrdersMade(): number {
    return this.woNumber - FIRST_WO_NUMBER + 1;
  }

  /** POs in one batch. The customers with parts take turns, weighted to the first (known) ones. */
  makePurchaseOrders(count: number, batch: OrderBatch): void {
    const { random } = this;
    const buyers = this.customers.filter((customer) => customer.parts.length > 0);
    for (let i = 0; i < count; i++) {
      const customer = random.chance(0.2)
        ? buyers[random.int(0, Math.min(5, buyers.length - 1))]!
        : random.pick(buyers);
      const drawnDate = addDays(this.options.asOf, -random.int(0, HISTORY_SPAN_DAYS));
      const dueOffset = random.int(14, 90);
      const status = poStatus(random, addDays(drawnDate, dueOffset) < this.options.asOf);
      // The first line's due date is the PO's earliest: it decides how late an open PO is.
      const poDate = isOpenPo(status) ? recentIfLate(drawnDate, dueOffset, this.options.asOf) : drawnDate;
      const poKey = ++this.poKey;
      const poNumber = nextPoNumber(customer, poDate);
      batch.purchase_order.push({
        po_key: poKey,
        customer_id: customer.row.customer_id,
        po_number: poNumber,
        po_date: poDate,
        ...shipToAndTerms(customer),
        notes: random.chance(0.1) ? "Ship complete only." : "",
        status,
        created_at: atHour(poDate, random.int(13, 22)),
      });
      const lines = this.makeLines(batch, customer, poKey, poDate, dueOffset, status);
      this.makeSlips(batch, poKey, poDate, status, lines);
      this.history(
        batch,
        "purchase_order",
        String(poKey),
        poDate,
        status === "Open" ? null : { Status: { from: "Open", to: status } },
      );
    }
  }

  /**
   * A blanket PO (Partially Shipped) with one line of a customer's current part, ordered for
   * a year or two and shipped in `releases` one-piece releases so far, with some still open.
   * The PO, its line and its history go in `batch`; the releases' slip keys are reserved here.
   */
  makeBlanketPo(releases: number, batch: OrderBatch): BlanketPo {
    const { random } = this;
    const customer = random.pick(this.customers.filter((candidate) => candidate.parts.length > 0));
    const current = customer.parts.filter((index) => this.parts[index]!.isCurrent);
    const part = this.parts[random.pick(current.length > 0 ? current : customer.parts)]!;
    const poDate = addDays(this.options.asOf, -random.int(365, HISTORY_SPAN_DAYS));
    const poKey = ++this.poKey;
    batch.purchase_order.push({
      po_key: poKey,
      customer_id: customer.row.customer_id,
      po_number: nextPoNumber(customer, poDate),
      po_date: poDate,
      ...shipToAndTerms(customer),
      notes: "Blanket order: ship releases as scheduled.",
      status: "Partially Shipped",
      created_at: atHour(poDate, random.int(13, 22)),
    });
    const quantity = releases + random.pick([10, 25, 50, 100]);
    const line = {
      po_line_id: ++this.lineId,
      po_key: String(poKey),
      line_number: 1,
      part_id: String(part.id),
      quantity,
      unit_price: money4(priceFor(part, quantity)),
      due_date: addDays(this.options.asOf, random.int(14, 90)),
      created_at: atHour(poDate, random.int(13, 22)),
    };
    batch.po_line.push(line);
    this.history(batch, "purchase_order", String(poKey), poDate, { Status: { from: "Open", to: "Partially Shipped" } });
    const who = random.pick(staff);
    const firstSlipId = this.slipId + 1;
    this.slipId += releases;
    return {
      poKey,
      poLineId: line.po_line_id,
      poDate,
      releases,
      firstSlipId,
      carrier: random.pick(carriers),
      weight: (random.int(5, 400) / 10).toFixed(2),
      trackingPrefix: `1Z${random.int(100000, 999999)}`,
      subject: who.subject,
      name: who.name,
    };
  }

  private makeLines(
    batch: OrderBatch,
    customer: SeedCustomer,
    poKey: number,
    poDate: string,
    dueOffset: number,
    status: PurchaseOrderStatus,
  ): WithKey<PoLineTable, "po_line_id">[] {
    const { random } = this;
    const count = random.weighted({ 1: 55, 2: 25, 3: 12, 4: 6, 6: 2 });
    const lines: WithKey<PoLineTable, "po_line_id">[] = [];
    for (let n = 1; n <= Number(count); n++) {
      const current = customer.parts.filter((index) => this.parts[index]!.isCurrent);
      const part = this.parts[random.pick(current.length > 0 && random.chance(0.85) ? current : customer.parts)]!;
      let quantity = random.pick(lineQuantities);
      if (status === "Partially Shipped" && n === 1) quantity = Math.max(quantity, 10);
      const shipped =
        status === "Shipped" || status === "Closed"
          ? quantity
          : status === "Partially Shipped"
            ? n === 1
              ? random.int(1, quantity - 1)
              : random.pick([0, quantity, random.int(0, quantity)])
            : 0;
      const line = {
        po_line_id: ++this.lineId,
        po_key: String(poKey),
        line_number: n,
        part_id: String(part.id),
        quantity,
        unit_price: money4(priceFor(part, quantity)),
        due_date: addDays(poDate, dueOffset + (n - 1) * 7),
        // Not inserted: the packing slip trigger sets it. Kept here to plan the slips.
        shipped_quantity: shipped,
        created_at: atHour(poDate, random.int(13, 22)),
      };
      lines.push(line);
      batch.po_line.push(line);
      this.linesMade++;
      this.maybeLineWo(batch, line, status);
    }
    return lines;
  }

  private maybeLineWo(
    batch: OrderBatch,
    line: WithKey<PoLineTable, "po_line_id">,
    poStatus: PurchaseOrderStatus,
  ): void {
    const { random, options } = this;
    const remaining = options.lineWos - this.lineWosMade;
    if (remaining <= 0) return;
    const rate = options.lineWos / Math.max(1, options.expectedLines);
    // The very first line always gets WO 100001, so demos and tests can rely on it.
    if (this.lineWosMade > 0 && !random.chance(rate)) return;
    this.lineWosMade++;
    const status = woStatusFor(random, poStatus, line.shipped_quantity ?? 0, line.quantity);
    const shipped = line.shipped_quantity ?? 0;
    const complete =
      status === "Complete" || status === "Closed"
        ? line.quantity
        : status === "In Progress"
          ? random.int(shipped, Math.max(shipped, line.quantity - 1))
          : 0;
    this.makeWo(batch, {
      po_line_id: String(line.po_line_id),
      part_id: line.part_id,
      quantity: line.quantity,
      due_date: addDays(line.due_date, -random.int(3, 10)),
      status,
      quantity_complete: complete,
      quantity_scrapped: complete > 0 && random.chance(0.15) ? random.int(1, 3) : 0,
      notes: "",
      created_at: line.created_at,
    });
    (line as { wo_number?: number }).wo_number = this.woNumber;
  }

  /** Stock WOs (no PO): parts made ahead for customers who order the same thing often. */
  makeStockWos(count: number, batch: OrderBatch): void {
    const { random } = this;
    for (let i = 0; i < count; i++) {
      const part = this.parts[random.int(0, this.parts.length - 1)]!;
      const drawnCreated = addDays(this.options.asOf, -random.int(0, HISTORY_SPAN_DAYS));
      const span = random.int(14, 60);
      const status: WorkOrderStatus =
        addDays(drawnCreated, span) < this.options.asOf
          ? random.weighted({ Closed: 70, Complete: 20, Cancelled: 5, "In Progress": 5 })
          : random.weighted({ Open: 30, Released: 30, "In Progress": 30, "On Hold": 10 });
      const created = isUnfinishedWo(status) ? recentIfLate(drawnCreated, span, this.options.asOf) : drawnCreated;
      const due = addDays(created, span);
      const quantity = random.pick(lineQuantities);
      const complete =
        status === "Complete" || status === "Closed"
          ? quantity
          : status === "In Progress"
            ? random.int(0, quantity - 1)
            : 0;
      this.makeWo(batch, {
        po_line_id: null,
        part_id: String(part.id),
        quantity,
        due_date: due,
        status,
        quantity_complete: complete,
        quantity_scrapped: 0,
        notes: "Stock",
        created_at: atHour(created, 14),
      });
    }
  }

  private makeWo(batch: OrderBatch, wo: Omit<WithKey<WorkOrderTable, "wo_number">, "wo_number">): void {
    const woNumber = ++this.woNumber;
    batch.work_order.push({ ...wo, wo_number: woNumber });
    const created = String(wo.created_at).slice(0, 10);
    if (this.options.operations)
      this.makeOperations(
        batch,
        woNumber,
        this.parts[Number(wo.part_id) - 1]!,
        wo.status ?? "Open",
        created,
        wo.due_date,
      );
    this.history(batch, "work_order", String(woNumber), created, null);
  }

  private makeOperations(
    batch: OrderBatch,
    woNumber: number,
    part: SeedPart,
    status: WorkOrderStatus,
    created: string,
    due: string,
  ): void {
    const { random } = this;
    const steps: { work_centre: string | null; supplier_id: string | null; description: string; hours: number }[] = [];
    const hours = (range: readonly number[]) =>
      Math.round((range[0]! + random.next() * (range[1]! - range[0]!)) * 4) / 4;
    const [saw, mill1, mill2, lathe, deburr, qc] = workCentres;
    steps.push({ work_centre: saw.centre, supplier_id: null, description: saw.description, hours: hours(saw.hours) });
    const machining = random.chance(0.4) ? [lathe, mill1] : random.chance(0.5) ? [mill1, mill2] : [mill1];
    for (const op of machining)
      steps.push({ work_centre: op.centre, supplier_id: null, description: op.description, hours: hours(op.hours) });
    steps.push({
      work_centre: deburr.centre,
      supplier_id: null,
      description: deburr.description,
      hours: hours(deburr.hours),
    });
    const outside = part.finish ? this.options.suppliersByService.get(part.finish) : undefined;
    if (outside && outside.length > 0 && random.chance(0.7)) {
      steps.push({
        work_centre: null,
        supplier_id: String(random.pick(outside)),
        description: `${part.finish} per drawing (outside)`,
        hours: 0,
      });
    }
    steps.push({ work_centre: qc.centre, supplier_id: null, description: qc.description, hours: hours(qc.hours) });

    const doneCount =
      status === "Complete" || status === "Closed"
        ? steps.length
        : status === "In Progress"
          ? random.int(1, steps.length - 1)
          : status === "On Hold"
            ? random.int(0, 1)
            : 0;
    const span = Math.max(1, daysBetween(created, due < created ? created : due));
    steps.forEach((step, index) => {
      const isDone = index < doneCount;
      const opStatus: OperationStatus = isDone
        ? "Done"
        : index === doneCount && status === "In Progress"
          ? "In Progress"
          : "Pending";
      const dayOfStep = (step: number) =>
        addDays(created, Math.min(span, Math.round((step * span) / (steps.length + 1))));
      const doneDay = dayOfStep(index + 1);
      // Outside work at the supplier now was sent when the step before it was done, for a week.
      const isAtSupplier = step.supplier_id !== null && opStatus === "In Progress";
      batch.wo_operation.push({
        wo_number: String(woNumber),
        sequence: (index + 1) * 10,
        description: step.description,
        work_centre: step.work_centre,
        supplier_id: step.supplier_id,
        planned_hours: step.hours.toFixed(2),
        status: opStatus,
        done_at: isDone ? atHour(doneDay > this.options.asOf ? this.options.asOf : doneDay, random.int(13, 23)) : null,
        expected_back: isAtSupplier ? addDays(dayOfStep(index), 7) : null,
      });
    });
  }

  /** Packing slips that add up to each line's shipped quantity, numbered 1, 2, 3… per PO. */
  private makeSlips(
    batch: OrderBatch,
    poKey: number,
    poDate: string,
    status: PurchaseOrderStatus,
    lines: (WithKey<PoLineTable, "po_line_id"> & { wo_number?: number })[],
  ): void {
    const { random } = this;
    const shipping = lines.filter((line) => (line.shipped_quantity ?? 0) > 0);
    if (shipping.length === 0) return;
    const slipCount = status === "Partially Shipped" ? random.int(1, 2) : random.int(1, 3);
    const perSlip: Map<number, number>[] = Array.from({ length: slipCount }, () => new Map());
    for (const line of shipping) {
      const shipped = line.shipped_quantity ?? 0;
      const first = slipCount > 1 && shipped > 1 && random.chance(0.5) ? random.int(1, shipped - 1) : shipped;
      const slipA = random.int(0, slipCount - 1);
      perSlip[slipA]!.set(line.po_line_id, first);
      if (first < shipped) {
        const slipB = (slipA + 1) % slipCount;
        perSlip[slipB]!.set(line.po_line_id, (perSlip[slipB]!.get(line.po_line_id) ?? 0) + shipped - first);
      }
    }
    const used = perSlip.filter((slip) => slip.size > 0);
    const window = Math.max(1, daysBetween(poDate, this.options.asOf) - 1);
    let shipDate = poDate;
    used.forEach((slipLines, index) => {
      const step = Math.max(1, Math.floor(window / (used.length + 1)));
      shipDate = addDays(shipDate, random.int(1, step));
      if (shipDate > this.options.asOf) shipDate = this.options.asOf;
      const slipId = ++this.slipId;
      const who = random.pick(staff);
      batch.packing_slip.push({
        packing_slip_id: slipId,
        po_key: String(poKey),
        pslip_number: index + 1,
        ship_date: shipDate,
        carrier: random.pick(carriers),
        tracking_number: random.chance(0.8) ? `1Z${random.int(100000, 999999)}${random.int(1000000, 9999999)}` : null,
        boxes: random.int(1, 6),
        weight: (random.int(10, 4000) / 10).toFixed(2),
        created_by: who.subject,
        created_at: atHour(shipDate, random.int(15, 23)),
      });
      for (const [lineId, quantity] of slipLines) {
        const line = lines.find((candidate) => candidate.po_line_id === lineId)!;
        batch.packing_slip_line.push({
          packing_slip_id: String(slipId),
          po_key: String(poKey),
          po_line_id: String(lineId),
          quantity,
          wo_number: line.wo_number === undefined ? null : String(line.wo_number),
        });
      }
      this.history(batch, "packing_slip", `${poKey}/${index + 1}`, shipDate, null);
    });
  }

  private history(
    batch: OrderBatch,
    entity: Insertable<ChangeHistoryTable>["entity_type"],
    key: string,
    date: string,
    statusChange: Record<string, { from: unknown; to: unknown }> | null,
  ): void {
    if (!this.options.history) return;
    const who = this.random.pick(staff);
    batch.change_history.push({
      entity_type: entity,
      entity_key: key,
      action: "create",
      changes: "{}",
      subject: who.subject,
      name: who.name,
      at: atHour(date, 14),
    });
    if (statusChange) {
      const later = addDays(date, this.random.int(1, 60));
      batch.change_history.push({
        entity_type: entity,
        entity_key: key,
        action: "status",
        changes: JSON.stringify(statusChange),
        subject: who.subject,
        name: who.name,
        at: atHour(later > this.options.asOf ? this.options.asOf : later, 16),
      });
    }
  }
}
