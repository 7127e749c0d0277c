import type {
  LateWorkOrderRow,
  OpenOrderRow,
  PartReportRow,
  ReportAnswers,
  ReportName,
  SalesMonth,
  SalesRow,
  ShipmentRow,
} from "../../api/reports/types";

/** "Today" in every story and fixture. */
export const STORY_AS_OF = "2026-11-21";

const customers = [
  { id: "ACME", name: "Acme Aerospace Inc." },
  { id: "BOLT-AERO", name: "Bolt Aero Structures" },
  { id: "NORTHWIND", name: "Northwind Hydraulics" },
  { id: "PIONEERA", name: "Pioneer Agricultural Machinery" },
  { id: "MULLER", name: "Müller & Söhne GmbH" },
];
const parts = [
  { number: "7731-204", rev: "C", description: "Manifold block, hydraulic, 4-port", material: "6061-T6 aluminum" },
  { number: "1141-256", rev: "A", description: "Bracket, mounting, left hand", material: "4140 steel" },
  { number: "SHOT-100", rev: "B", description: "Valve body, 3-way, anodized", material: "7075-T6 aluminum" },
  {
    number: "88-1200",
    rev: "D",
    description: "Shaft, splined, heat treated and ground",
    material: "17-4 PH stainless",
  },
  { number: "5520-17", rev: "A", description: "Cover plate", material: "304 stainless" },
];

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
/** `2026-11-21` moved by whole days (UTC arithmetic: no zone can shift it). */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
const money = (cents: number) => (cents / 100).toFixed(2);

export const openOrderRows: OpenOrderRow[] = Array.from({ length: 42 }, (_, index) => {
  const customer = at(customers, index);
  const part = at(parts, index * 3);
  const quantity = 20 + ((index * 37) % 180);
  const shipped = index % 4 === 1 ? Math.floor(quantity / 2) : 0;
  const unitCents = 1250 + ((index * 977) % 8000);
  const dueDate = addDays(STORY_AS_OF, -12 + index * 2);
  return {
    POKey: 100 + Math.floor(index / 2),
    PONumber: `45000${String(12300 + Math.floor(index / 2))}`,
    PODate: addDays(STORY_AS_OF, -40 + index),
    POStatus: shipped > 0 ? "Partially Shipped" : "Open",
    CustomerId: customer.id,
    CustomerName: customer.name,
    LineNumber: (index % 2) + 1,
    PartNumber: part.number,
    Revision: part.rev,
    Description: part.description,
    DueDate: dueDate,
    Quantity: quantity,
    ShippedQuantity: shipped,
    OpenQuantity: quantity - shipped,
    UnitPrice: (unitCents / 100).toFixed(4),
    OpenAmount: money((quantity - shipped) * unitCents),
    IsLate: dueDate < STORY_AS_OF,
  };
});

const woStatuses = ["Open", "Released", "In Progress", "On Hold"] as const;

export const lateWorkOrderRows: LateWorkOrderRow[] = Array.from({ length: 14 }, (_, index) => {
  const isStock = index === 5;
  const customer = at(customers, index + 1);
  const part = at(parts, index);
  const daysLate = 1 + ((index * 5) % 23);
  return {
    WONumber: String(100101 + index),
    PartNumber: part.number,
    Revision: part.rev,
    Description: part.description,
    CustomerId: isStock ? null : customer.id,
    POKey: isStock ? null : 100 + index,
    PONumber: isStock ? null : `45000${12300 + index}`,
    LineNumber: isStock ? null : 1,
    Quantity: 25 + index * 10,
    DueDate: addDays(STORY_AS_OF, -daysLate),
    Status: at(woStatuses, index),
    IsLate: true,
    CustomerName: isStock ? null : customer.name,
    QuantityComplete: index % 3 === 0 ? 10 : 0,
    DaysLate: daysLate,
  };
});

/** WOs due in the next 7 days (the "due" tile's report). */
export const dueWorkOrderRows: LateWorkOrderRow[] = lateWorkOrderRows.slice(0, 9).map((row, index) => ({
  ...row,
  WONumber: String(100201 + index),
  DueDate: addDays(STORY_AS_OF, index % 7),
  IsLate: false,
  DaysLate: 0,
}));

const carriers = ["UPS Ground", "FedEx Freight", "Customer pickup", null];

export const shipmentRows: ShipmentRow[] = Array.from({ length: 37 }, (_, index) => {
  const customer = at(customers, index * 2);
  const quantity = 10 + ((index * 29) % 140);
  return {
    ShipDate: addDays("2026-11-01", Math.floor((index * 20) / 37)),
    POKey: 100 + (index % 21),
    PONumber: `45000${12300 + (index % 21)}`,
    PSlipNumber: 1 + Math.floor(index / 21),
    CustomerId: customer.id,
    CustomerName: customer.name,
    Carrier: at(carriers, index),
    TrackingNumber: index % 4 === 3 ? null : `1Z${String(884420 + index * 13).padStart(8, "0")}`,
    LineCount: 1 + (index % 3),
    Quantity: quantity,
    Amount: money(quantity * (1500 + ((index * 613) % 5000))),
  };
});

/** The 12 months ending with the story's current one: December 2025 – November 2026. */
const salesMonthsList = Array.from({ length: 12 }, (_, index) => {
  const month = ((11 + index) % 12) + 1;
  const year = index < 1 ? 2025 : 2026;
  return `${year}-${String(month).padStart(2, "0")}`;
});

export const salesRows: SalesRow[] = customers.flatMap((customer, customerIndex) =>
  salesMonthsList
    .filter((_, monthIndex) => (monthIndex + customerIndex) % 4 !== 0)
    .map((month, monthIndex) => {
      const quantity = 40 + ((monthIndex * 31 + customerIndex * 17) % 200);
      return {
        CustomerId: customer.id,
        CustomerName: customer.name,
        Month: month,
        SlipCount: 1 + ((monthIndex + customerIndex) % 4),
        Quantity: quantity,
        Amount: money(quantity * (1800 + customerIndex * 450 + monthIndex * 37)),
      };
    }),
);

export const partRows: PartReportRow[] = Array.from({ length: 31 }, (_, index) => {
  const part = at(parts, index);
  const customer = at(customers, index);
  return {
    PartNumber: `${part.number.split("-")[0]}-${String(100 + index)}`,
    Revision: index % 6 === 2 ? "B" : part.rev,
    Description: part.description,
    CustomerId: customer.id,
    CustomerName: customer.name,
    Material: index % 7 === 3 ? null : part.material,
    DrawingNumber: index % 5 === 4 ? null : `D-${part.number}`,
    UnitOfMeasure: "EA",
    Active: index % 9 !== 8,
    IsSuperseded: index % 6 === 1,
  };
});

/** Sums 2-decimal money strings exactly, in cents. (No design-system import: the e2e screenshots load these fixtures in Node.) */
const sum = (values: readonly string[]) =>
  money(values.reduce((cents, value) => cents + Math.round(Number(value) * 100), 0));
const add = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The Totals a server computes over every filtered row of each report. */
export const totalsOf = {
  parts: (rows: PartReportRow[]) => ({
    Active: rows.filter((row) => row.Active).length,
    Superseded: rows.filter((row) => row.IsSuperseded).length,
  }),
  "open-orders": (rows: OpenOrderRow[]) => ({
    OpenQuantity: add(rows.map((row) => row.OpenQuantity)),
    OpenAmount: sum(rows.map((row) => row.OpenAmount)),
    LateAmount: sum(rows.filter((row) => row.IsLate).map((row) => row.OpenAmount)),
  }),
  "late-work-orders": (rows: LateWorkOrderRow[]) => ({
    Quantity: add(rows.map((row) => row.Quantity)),
    QuantityComplete: add(rows.map((row) => row.QuantityComplete)),
  }),
  shipments: (rows: ShipmentRow[]) => ({
    Lines: add(rows.map((row) => row.LineCount)),
    Quantity: add(rows.map((row) => row.Quantity)),
    Amount: sum(rows.map((row) => row.Amount)),
  }),
  "sales-by-customer": (rows: SalesRow[]) => ({
    Customers: new Set(rows.map((row) => row.CustomerId)).size,
    SlipCount: add(rows.map((row) => row.SlipCount)),
    Quantity: add(rows.map((row) => row.Quantity)),
    Amount: sum(rows.map((row) => row.Amount)),
  }),
} satisfies { [R in ReportName]: (rows: ReportAnswers[R]["Items"]) => ReportAnswers[R]["Totals"] };

/** The chart's series: every month of the range, summed over the rows. */
export function salesMonths(rows: SalesRow[], months: readonly string[] = salesMonthsList): SalesMonth[] {
  return months.map((month) => ({
    Month: month,
    Amount: sum(rows.filter((row) => row.Month === month).map((row) => row.Amount)),
  }));
}

export const SALES_FROM = salesMonthsList[0] ?? "";
export const SALES_TO = salesMonthsList[salesMonthsList.length - 1] ?? "";
