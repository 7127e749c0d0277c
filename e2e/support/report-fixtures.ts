import type { Page } from "@playwright/test";

/**
 * Fixed API answers for the dashboard and report screenshots (the shapes of docs/api.md,
 * "Dashboard and reports"). The real figures follow "today" and the other journeys' orders,
 * so the screenshots take these instead; the journeys check the real data.
 */
export const FIXTURE_AS_OF = "2026-11-21";

const customers = [
  ["ACME", "Acme Aerospace Inc."],
  ["BOLT-AERO", "Bolt Aero Structures"],
  ["NORTHWIND", "Northwind Hydraulics"],
  ["PIONEERA", "Pioneer Agricultural Machinery"],
  ["MULLER", "Müller & Söhne GmbH"],
] as const;
const parts = [
  ["7731-204", "C", "Manifold block, hydraulic, 4-port"],
  ["1141-256", "A", "Bracket, mounting, left hand"],
  ["SHOT-100", "B", "Valve body, 3-way, anodized"],
  ["88-1200", "D", "Shaft, splined, heat treated and ground"],
] as const;

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const money = (cents: number) => (cents / 100).toFixed(2);
const sumMoney = (values: string[]) =>
  money(values.reduce((cents, value) => cents + Math.round(Number(value) * 100), 0));
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const openOrders = Array.from({ length: 42 }, (_, index) => {
  const [customerId, customerName] = at(customers, index);
  const [partNumber, revision, description] = at(parts, index * 3);
  const quantity = 20 + ((index * 37) % 180);
  const shipped = index % 4 === 1 ? Math.floor(quantity / 2) : 0;
  const unitCents = 1250 + ((index * 977) % 8000);
  const dueDate = addDays(FIXTURE_AS_OF, -12 + index * 2);
  return {
    POKey: 100 + Math.floor(index / 2),
    PONumber: `45000${12300 + Math.floor(index / 2)}`,
    PODate: addDays(FIXTURE_AS_OF, -40 + index),
    POStatus: shipped > 0 ? "Partially Shipped" : "Open",
    CustomerId: customerId,
    CustomerName: customerName,
    LineNumber: (index % 2) + 1,
    PartNumber: partNumber,
    Revision: revision,
    Description: description,
    DueDate: dueDate,
    Quantity: quantity,
    ShippedQuantity: shipped,
    OpenQuantity: quantity - shipped,
    UnitPrice: (unitCents / 100).toFixed(4),
    OpenAmount: money((quantity - shipped) * unitCents),
    IsLate: dueDate < FIXTURE_AS_OF,
  };
});

const months = Array.from({ length: 12 }, (_, index) =>
  index === 0 ? "2025-12" : `2026-${String(index).padStart(2, "0")}`,
);
const sales = customers.flatMap(([customerId, customerName], customerIndex) =>
  months
    .filter((_, monthIndex) => (monthIndex + customerIndex) % 4 !== 0)
    .map((month, monthIndex) => {
      const quantity = 40 + ((monthIndex * 31 + customerIndex * 17) % 200);
      return {
        CustomerId: customerId,
        CustomerName: customerName,
        Month: month,
        SlipCount: 1 + ((monthIndex + customerIndex) % 4),
        Quantity: quantity,
        Amount: money(quantity * (1800 + customerIndex * 450 + monthIndex * 37)),
      };
    }),
);

const workOrders = Array.from({ length: 19 }, (_, index) => {
  const [customerId] = at(customers, index + 1);
  const [partNumber, revision, description] = at(parts, index);
  const isLate = index < 10;
  return {
    WONumber: String(100101 + index),
    PartNumber: partNumber,
    Revision: revision,
    Description: description,
    CustomerId: index === 5 ? null : customerId,
    POKey: index === 5 ? null : 100 + index,
    PONumber: index === 5 ? null : `45000${12300 + index}`,
    LineNumber: index === 5 ? null : 1,
    Quantity: 25 + index * 10,
    DueDate: isLate ? addDays(FIXTURE_AS_OF, -(24 - index * 2)) : addDays(FIXTURE_AS_OF, index % 7),
    Status: at(["Open", "Released", "In Progress", "On Hold"], index),
    IsLate: isLate,
  };
});

const page = <Row>(items: Row[], totals: object, extra: object = {}) => ({
  Items: items.slice(0, 25),
  Total: items.length,
  TotalIsExact: true,
  Page: 1,
  PageSize: 25,
  Totals: totals,
  AsOf: FIXTURE_AS_OF,
  ...extra,
});

export const fixtureReports: Record<string, unknown> = {
  "open-orders": page(openOrders, {
    OpenQuantity: openOrders.reduce((sum, row) => sum + row.OpenQuantity, 0),
    OpenAmount: sumMoney(openOrders.map((row) => row.OpenAmount)),
    LateAmount: sumMoney(openOrders.filter((row) => row.IsLate).map((row) => row.OpenAmount)),
  }),
  "sales-by-customer": page(
    sales,
    {
      Customers: customers.length,
      SlipCount: sales.reduce((sum, row) => sum + row.SlipCount, 0),
      Quantity: sales.reduce((sum, row) => sum + row.Quantity, 0),
      Amount: sumMoney(sales.map((row) => row.Amount)),
    },
    {
      From: months[0],
      To: months[11],
      Months: months.map((Month) => ({
        Month,
        Amount: sumMoney(sales.filter((row) => row.Month === Month).map((row) => row.Amount)),
      })),
    },
  ),
};

const weekly = [
  "9870.00",
  "12480.00",
  "8125.50",
  "15210.75",
  "0.00",
  "21344.20",
  "17300.00",
  "11002.45",
  "13750.00",
  "24980.10",
  "19420.00",
  "6210.00",
];

export const fixtureDashboard = {
  AsOf: FIXTURE_AS_OF,
  Tiles: {
    OpenBacklog: {
      Count: 42,
      Amount: (fixtureReports["open-orders"] as { Totals: { OpenAmount: string } }).Totals.OpenAmount,
      Report: "open-orders",
      Query: "report=open-orders",
    },
    DueNext7Days: {
      Count: 9,
      Amount: null,
      Report: "late-work-orders",
      Query: "report=late-work-orders&dueFrom=2026-11-21&dueTo=2026-11-27",
    },
    LateWorkOrders: { Count: 14, Amount: null, Report: "late-work-orders", Query: "report=late-work-orders" },
    ShippedThisMonth: {
      Count: 37,
      Amount: "109907.42",
      Report: "shipments",
      Query: "report=shipments&from=2026-11-01&to=2026-11-30",
    },
  },
  LateWorkOrders: workOrders.filter((wo) => wo.IsLate),
  DueThisWeek: workOrders
    .filter((wo) => !wo.IsLate)
    .sort((a, b) => a.DueDate.localeCompare(b.DueDate) || a.WONumber.localeCompare(b.WONumber)),
  RecentPurchaseOrders: Array.from({ length: 10 }, (_, index) => {
    const [customerId, customerName] = at(customers, index * 2);
    return {
      POKey: 220 - index,
      CustomerId: customerId,
      CustomerName: customerName,
      PONumber: index === 3 ? "PO-2026-LONG-REFERENCE-0042" : `45000${12420 - index}`,
      PODate: addDays(FIXTURE_AS_OF, -index * 2),
      Status: at(["Open", "Partially Shipped", "Open", "Shipped", "Closed", "Cancelled"], index),
      Amount: (12480.5 + index * 3317.25).toFixed(2),
      NextDueDate: null,
      IsLate: index === 1,
    };
  }),
  ShippedByWeek: weekly.map((Amount, index) => ({ WeekStart: addDays("2026-08-31", index * 7), Amount })),
};

/** Answers `/api/dashboard` and `/api/reports/{report}` (open orders, sales) from the fixtures above. */
export async function routeReportFixtures(target: Page): Promise<void> {
  await target.route(/\/api\/dashboard$/, (route) => route.fulfill({ json: fixtureDashboard }));
  await target.route(/\/api\/reports\/[a-z-]+(\?|$)/, (route) => {
    const report = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    const answer = fixtureReports[report];
    return answer
      ? route.fulfill({ json: answer })
      : route.fulfill({ status: 404, json: { error: { code: "not_found", message: report } } });
  });
}
