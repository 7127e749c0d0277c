import type { Insertable } from "kysely";
import type { CustomerTable, PartPriceBreakTable, PartTable, SupplierTable } from "../db/schema.js";
import { addDays } from "./dates.js";
import {
  cities,
  companyForms,
  companyTrades,
  companyWords,
  firstNames,
  knownCustomers,
  lastNames,
  materials,
  partNouns,
  paymentTerms,
  type PoStyle,
  streets,
  suppliers as knownSuppliers,
} from "./names.js";
import type { Random } from "./random.js";

type Row<T> = Insertable<T>;

export interface SeedCustomer {
  row: Row<CustomerTable>;
  poStyle: PoStyle;
  /** Next sequence number for this customer's PO numbers. */
  nextPo: number;
  /** Indexes into the parts list of this customer's parts. */
  parts: number[];
}

export interface SeedPart {
  id: number;
  row: Row<PartTable> & { part_id: number };
  breaks: Row<PartPriceBreakTable>[];
  /** Unit price in ten-thousandths of a dollar, by break, for picking a line's price. */
  breakPrices: [minQuantity: number, price: number][];
  isCurrent: boolean;
  finish: string | null;
}

export const money4 = (tenThousandths: number) =>
  `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, "0")}`;

const person = (random: Random) => `${random.pick(firstNames)} ${random.pick(lastNames)}`;

function phone(random: Random): string {
  return `(${random.int(201, 989)}) 555-${String(random.int(100, 9999)).padStart(4, "0")}`;
}

function customerId(name: string, taken: Set<string>): string {
  const stem = name
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase()
    .slice(0, 8);
  let id = stem.length >= 2 ? stem : `C${stem}X`;
  for (let n = 2; taken.has(id); n++) id = `${stem.slice(0, 12 - String(n).length - 1)}-${n}`;
  taken.add(id);
  return id;
}

export function makeCustomers(random: Random, count: number): SeedCustomer[] {
  const taken = new Set<string>();
  const styles: PoStyle[] = ["sap", "po", "year", "prefix"];
  const result: SeedCustomer[] = [];
  for (let i = 0; i < count; i++) {
    const known = knownCustomers[i];
    const name =
      known?.name ?? `${random.pick(companyWords)} ${random.pick(companyTrades)} ${random.pick(companyForms)}`;
    const id = known?.id ?? customerId(name, taken);
    taken.add(id);
    const [city, region, postal] = random.pick(cities);
    const sameShipping = random.chance(0.8);
    const street = `${random.int(100, 9899)} ${random.pick(streets)}`;
    const contact = person(random);
    result.push({
      poStyle: known?.poStyle ?? random.pick(styles),
      nextPo: random.int(1000, 60000),
      parts: [],
      row: {
        customer_id: id,
        name,
        billing_address1: street,
        billing_address2: random.chance(0.3) ? `Suite ${random.int(100, 400)}` : null,
        billing_city: city,
        billing_region: region,
        billing_postal_code: postal,
        billing_country: "US",
        shipping_same_as_billing: sameShipping,
        shipping_address1: sameShipping ? null : `${random.int(100, 9899)} ${random.pick(streets)}`,
        shipping_address2: sameShipping ? null : "Receiving Dock B",
        shipping_city: sameShipping ? null : city,
        shipping_region: sameShipping ? null : region,
        shipping_postal_code: sameShipping ? null : postal,
        shipping_country: sameShipping ? null : "US",
        contact_name: contact,
        phone: phone(random),
        email: `${contact.split(" ")[0]!.toLowerCase()}@${id.toLowerCase().replace(/-/g, "")}.example.com`,
        payment_terms: random.pick(paymentTerms),
        notes: random.chance(0.2) ? "Certs required with every shipment." : "",
        active: i < knownCustomers.length || random.chance(0.95),
      },
    });
  }
  return result;
}

export function makeSuppliers(random: Random, count: number, asOf: string): Row<SupplierTable>[] {
  const result: Row<SupplierTable>[] = [];
  for (let i = 0; i < count; i++) {
    const known = knownSuppliers[i % knownSuppliers.length]!;
    const round = Math.floor(i / knownSuppliers.length);
    const [city, region, postal] = random.pick(cities);
    const approval = random.weighted({ Approved: 80, Conditional: 15, "Not approved": 5 });
    result.push({
      // Unique for any count: after a round per city, the round number joins the city.
      supplier_name:
        round === 0
          ? known.name
          : `${known.name} (${cities[round % cities.length]![0]}${round < cities.length ? "" : ` ${Math.floor(round / cities.length) + 1}`})`,
      services: [...known.services],
      contact_name: person(random),
      phone: phone(random),
      email: `orders${i + 1}@supplier.example.com`,
      supplier_address1: `${random.int(100, 9899)} ${random.pick(streets)}`,
      supplier_address2: null,
      supplier_city: city,
      supplier_region: region,
      supplier_postal_code: postal,
      supplier_country: "US",
      approval_status: approval,
      // Some approvals have lapsed, so screens can show the flag.
      certificate_expires: approval === "Not approved" ? null : addDays(asOf, random.int(-60, 700)),
    });
  }
  return result;
}

const breakQuantities = [1, 10, 25, 50, 100, 250, 500];
const breakDiscounts = [1, 0.82, 0.74, 0.66, 0.6, 0.55, 0.5];

/** Part families round-robin over customers, each with 1–3 revisions, older ones superseded. */
export function makeParts(random: Random, count: number, customers: SeedCustomer[], asOf: string): SeedPart[] {
  const parts: SeedPart[] = [];
  const usedNumbers = new Set<string>();
  let family = 0;
  while (parts.length < count) {
    const customer = customers[family % customers.length]!;
    family++;
    let partNumber: string;
    do partNumber = `${random.int(1000, 9999)}-${String(random.int(1, 999)).padStart(3, "0")}`;
    while (usedNumbers.has(partNumber));
    usedNumbers.add(partNumber);
    const revisions = Math.min(count - parts.length, random.pick([1, 1, 1, 2, 2, 3]));
    const material = random.pick(materials);
    const noun = random.pick(partNouns);
    const basePrice = random.int(2, 400) * 10_000 + random.int(0, 99) * 100;
    for (let r = 0; r < revisions; r++) {
      const id = parts.length + 1;
      const isCurrent = r === revisions - 1;
      const breakCount = random.int(3, 5);
      const breakPrices: [number, number][] = [];
      for (let b = 0; b < breakCount; b++) {
        // Later revisions cost a little more; deeper breaks cost less per piece.
        const price = Math.round((basePrice * (1 + r * 0.05) * breakDiscounts[b]!) / 100) * 100;
        breakPrices.push([breakQuantities[b]!, price]);
      }
      parts.push({
        id,
        isCurrent,
        finish: material.finish,
        breakPrices,
        breaks: breakPrices.map(([min, price]) => ({
          part_id: String(id),
          min_quantity: min,
          unit_price: money4(price),
        })),
        row: {
          part_id: id,
          part_number: partNumber,
          revision: String.fromCharCode(65 + r),
          description: noun,
          customer_id: customer.row.customer_id,
          material: material.name,
          drawing_number: `DWG-${partNumber}`,
          uom: "EA",
          notes: random.chance(0.15) ? "Break all sharp edges 0.010 max." : "",
          active: true,
          superseded_by: isCurrent ? null : String(id + 1),
          lot_charge: random.pick(["0.00", "50.00", "75.00", "125.00", "250.00"]),
          price_effective_date: addDays(asOf, -random.int(30, 900)),
          quote_reference: `Q-${random.int(10000, 99999)}`,
        },
      });
      customer.parts.push(id - 1);
    }
  }
  return parts;
}

/** The break with the largest MinQuantity at or below the quantity (domain.md, "Pricing"). */
export function priceFor(part: SeedPart, quantity: number): number {
  let price = part.breakPrices[0]![1];
  for (const [min, breakPrice] of part.breakPrices) if (min <= quantity) price = breakPrice;
  return price;
}

/** A customer's PO number in that customer's house style; unique per customer by construction. */
export function nextPoNumber(customer: SeedCustomer, poDate: string): string {
  const n = customer.nextPo++;
  switch (customer.poStyle) {
    case "sap":
      return `4500${String(n).padStart(6, "0")}`;
    case "po":
      return `PO-${String(n).padStart(5, "0")}`;
    case "year":
      return `${customer.row.customer_id.slice(0, 2)}-${poDate.slice(0, 4)}-${String(n).padStart(5, "0")}`;
    case "prefix":
      return `${customer.row.customer_id.slice(0, 3)}${String(n).padStart(6, "0")}`;
  }
}
