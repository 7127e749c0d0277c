import { ApiError } from "../../api/client";
import type { Customer, CustomerSummary } from "../../api/customers/types";
import type { HistoryEntry } from "../../api/history/types";
import type { Part, PartSummary } from "../../api/parts/types";
// The fake server reads bodies as the real one does after checking them: the contract's output types.
import type { CreatePurchaseOrderInput, LineInput, PackingSlipInput } from "@shopdesk/contract";
import type { PurchaseOrder, PurchaseOrderLine, PurchaseOrderSummary } from "../../api/purchase-orders/types";
import type { PackingSlip, PackingSlipUpdate } from "../../api/packing-slips/types";
import { customerRecord, partRecord } from "../../storybook/master-data-api";
import type { StoryRoute } from "../../storybook/story-api";
import { priceForQuantity } from "../parts/pricing";
import {
  emptyPurchaseOrder,
  sampleFirstPackingSlip,
  samplePackingSlipRecord,
  samplePurchaseOrderSummaries,
} from "./fixtures";
import { lineAmount, totalAmount } from "./money";

const customer = (CustomerId: string, Name: string, PaymentTerms = "Net 30"): Customer =>
  customerRecord({
    CustomerId,
    Name,
    BillingAddress1: "2200 Harbor Blvd",
    BillingCity: "Tacoma",
    BillingRegion: "WA",
    BillingPostalCode: "98421",
    BillingCountry: "USA",
    PaymentTerms,
  });

/** Customers the picker finds in stories. */
export const storyCustomers: Customer[] = [
  customer("ACME", "Acme Fluid Power, Inc."),
  customer("ACMEAERO", "Acme Aerospace Components", "Net 45"),
  customer("NORTHWIND", "Northwind Aerospace Structures"),
  customer("PIONEERA", "Pioneer Agricultural Equipment", "Net 15"),
];

const part = (PartNumber: string, Revision: string, Description: string, breaks: [number, string][]): Part =>
  partRecord({
    PartNumber,
    Revision,
    Description,
    CustomerId: "ACME",
    CustomerName: "Acme Fluid Power, Inc.",
    Material: "6061-T6 aluminum",
    Pricing: {
      LotCharge: "0.00",
      EffectiveDate: "2024-01-01",
      QuoteReference: null,
      Breaks: breaks.map(([MinQuantity, UnitPrice]) => ({ MinQuantity, UnitPrice })),
    },
  });

/** ACME's parts in stories, with price breaks; the bracket has none. */
export const storyParts: Part[] = [
  part("7731-204", "C", "Manifold block, hydraulic, 4-port", [
    [1, "64.2000"],
    [25, "47.1250"],
    [100, "38.7500"],
  ]),
  part("7731-210", "B", "Port plug, SAE-8, with O-ring groove", [
    [1, "5.5000"],
    [250, "4.1250"],
  ]),
  part("7731-318", "A", "Mounting bracket, left hand", []),
];

export const storyHistory: HistoryEntry[] = [
  {
    At: "2024-04-10T21:05:00Z",
    Subject: "dana",
    Name: "Dana Reyes",
    Action: "create",
    Entity: "packing_slip",
    Label: "Packing slip 1",
    Source: null,
    Changes: {},
  },
  {
    At: "2024-03-20T16:12:00Z",
    Subject: "sam",
    Name: "Sam Patel",
    Action: "update",
    Entity: "po_line",
    Label: "Line 1",
    Source: null,
    Changes: { Quantity: { From: 100, To: 120 } },
  },
  {
    At: "2024-03-05T17:30:00Z",
    Subject: "dana",
    Name: "Dana Reyes",
    Action: "create",
    Entity: "purchase_order",
    Label: "PO",
    Source: null,
    Changes: {},
  },
];

const summaryOf = (item: Customer): CustomerSummary => ({
  CustomerId: item.CustomerId,
  Name: item.Name,
  ContactName: item.ContactName,
  Phone: item.Phone,
  PaymentTerms: item.PaymentTerms,
  Active: item.Active,
});
const partSummaryOf = (item: Part): PartSummary => ({
  PartNumber: item.PartNumber,
  Revision: item.Revision,
  Description: item.Description,
  CustomerId: item.CustomerId,
  CustomerName: item.CustomerName,
  Active: item.Active,
  IsSuperseded: item.IsSuperseded,
});
const page = <T>(items: T[]) => ({ Items: items, Total: items.length, TotalIsExact: true, Page: 1, PageSize: 25 });
const contains = (text: string, q: string | null) => text.toLowerCase().includes((q ?? "").toLowerCase());

/** The customer picker, the customer record and the part picker with its prices. */
export const pickerApi: StoryRoute[] = [
  {
    path: /^\/customers$/,
    respond: ({ query }) =>
      page(
        storyCustomers
          .filter((item) => contains(item.CustomerId, query.get("q")) || contains(item.Name, query.get("q")))
          .map(summaryOf),
      ),
  },
  {
    path: /^\/customers\/([^/]+)$/,
    respond: ({ match }) => {
      const found = storyCustomers.find((item) => item.CustomerId === decodeURIComponent(match[1]!));
      if (!found) throw new ApiError(404, "not_found", "No such customer.");
      return found;
    },
  },
  {
    path: /^\/customers\/([^/]+)\/parts$/,
    respond: ({ query }) =>
      page(
        storyParts
          .filter((item) => contains(item.PartNumber, query.get("q")) || contains(item.Description, query.get("q")))
          .map(partSummaryOf),
      ),
  },
  {
    path: /^\/parts\/([^/]+)\/([^/]+)$/,
    respond: ({ match }) => {
      const found = storyParts.find(
        (item) => item.PartNumber === decodeURIComponent(match[1]!) && item.Revision === match[2],
      );
      if (!found) throw new ApiError(404, "not_found", "No such part.");
      return found;
    },
  },
];

/** A line as the server would store it: priced from the breaks when no price was sent. */
function storedLine(input: LineInput, lineNumber: number, before?: PurchaseOrderLine): PurchaseOrderLine {
  const found = storyParts.find((item) => item.PartNumber === input.PartNumber && item.Revision === input.Revision);
  const unitPrice =
    input.UnitPrice ?? priceForQuantity(found?.Pricing.Breaks ?? [], input.Quantity)?.UnitPrice ?? "0.0000";
  const shipped = before?.ShippedQuantity ?? 0;
  return {
    LineNumber: lineNumber,
    PartNumber: input.PartNumber,
    Revision: input.Revision,
    Description: found?.Description ?? before?.Description ?? "",
    UnitOfMeasure: "EA",
    Quantity: input.Quantity,
    UnitPrice: unitPrice,
    DueDate: input.DueDate,
    Amount: lineAmount(input.Quantity, unitPrice) ?? "0.00",
    ShippedQuantity: shipped,
    OpenQuantity: input.Quantity - shipped,
    IsLate: false,
    WorkOrders: before?.WorkOrders ?? [],
    Version: (before?.Version ?? 0) + 1,
  };
}

const withLines = (po: PurchaseOrder, lines: PurchaseOrderLine[]): PurchaseOrder => ({
  ...po,
  Lines: lines,
  Amount: totalAmount(lines.map((line) => line.Amount)),
  Version: po.Version + 1,
});

/** The PO list's calls (filtered by status, customer and late as the server does) and "New PO"'s. */
export function purchaseOrderListApi(rows: PurchaseOrderSummary[] = samplePurchaseOrderSummaries): StoryRoute[] {
  return [
    {
      path: /^\/purchase-orders$/,
      respond: ({ query }) =>
        page(
          rows.filter(
            (row) =>
              (!query.get("status") || row.Status === query.get("status")) &&
              (!query.get("customerId") || row.CustomerId === query.get("customerId")) &&
              (query.get("late") !== "true" || row.IsLate) &&
              row.PONumber.toLowerCase().startsWith((query.get("q") ?? "").toLowerCase()),
          ),
        ),
    },
    {
      method: "POST",
      path: /^\/purchase-orders$/,
      respond: ({ body }) => {
        const input = body as CreatePurchaseOrderInput;
        if (input.PONumber === "4500012345")
          throw new ApiError(409, "conflict", "ACME already has a PO 4500012345.", {
            PONumber: "ACME already has a PO with this number.",
          });
        const po = { ...emptyPurchaseOrder, ...input, POKey: 5001, Version: 0 } as PurchaseOrder;
        return withLines(
          po,
          (input.Lines ?? []).map((line, index) => storedLine(line, index + 1)),
        );
      },
    },
    ...pickerApi,
  ];
}

export type DetailApiOptions = {
  /** The first header save answers 409 with this as the current record. */
  conflict?: PurchaseOrder;
  /** The first "Ship" answers 409: only this many are open on the first line shipped. */
  shipConflictOpen?: number;
  /** The PO's slips as `GET …/packing-slips/{n}` answers them (default: slip 1 of the sample PO). */
  packingSlips?: PackingSlip[];
  /** The first slip save answers 409: someone saved these changes to the slip meanwhile. */
  slipConflict?: Partial<PackingSlip>;
};

const slipHeaderFields = ["ShipDate", "Carrier", "TrackingNumber", "Boxes", "Weight"] as const;

/** The history row the server writes for a slip's header change: each field that changed, from and to. */
function slipChange(before: PackingSlip, after: PackingSlip): HistoryEntry {
  const changed = slipHeaderFields.filter((field) => before[field] !== after[field]);
  return {
    At: new Date().toISOString(),
    Subject: "dana",
    Name: "Dana Reyes",
    Action: "update",
    Entity: "packing_slip",
    Label: `Packing slip ${after.PSlipNumber}`,
    Source: null,
    Changes: Object.fromEntries(changed.map((field) => [field, { From: before[field], To: after[field] }])),
  };
}

/** Everything `/po/{poKey}` calls, answering about `po` the way the server would. */
export function purchaseOrderDetailApi(
  po: PurchaseOrder,
  { conflict, shipConflictOpen, packingSlips = [sampleFirstPackingSlip], slipConflict }: DetailApiOptions = {},
): StoryRoute[] {
  let current = po;
  let hasConflicted = false;
  let hasShipConflicted = false;
  let slips = packingSlips;
  let theirSlipChanges = slipConflict;
  let history = storyHistory;
  let nextWONumber = 100123;
  const findSlip = (number: string) => {
    const found = slips.find((slip) => slip.PSlipNumber === Number(number));
    if (!found) throw new ApiError(404, "not_found", `There is no packing slip ${number} on PO ${po.PONumber}.`);
    return found;
  };
  /** Their (or my) slip saved: it replaces the old one, and the PO's summary of it follows. */
  const storeSlip = (slip: PackingSlip) => {
    slips = slips.map((each) => (each.PSlipNumber === slip.PSlipNumber ? slip : each));
    current = {
      ...current,
      PackingSlips: current.PackingSlips.map((summary) =>
        summary.PSlipNumber === slip.PSlipNumber
          ? {
              ...summary,
              ShipDate: slip.ShipDate,
              Carrier: slip.Carrier,
              TrackingNumber: slip.TrackingNumber,
              Boxes: slip.Boxes,
              Weight: slip.Weight,
            }
          : summary,
      ),
    };
  };
  return [
    { path: /^\/purchase-orders\/\d+$/, respond: () => current },
    {
      method: "PUT",
      path: /^\/purchase-orders\/\d+$/,
      respond: ({ body }) => {
        if (conflict && !hasConflicted) {
          hasConflicted = true;
          current = conflict;
          throw new ApiError(
            409,
            "conflict",
            `Someone else changed PO ${po.PONumber} after you opened it.`,
            undefined,
            conflict,
          );
        }
        const update = body as PurchaseOrder;
        current = { ...current, ...update, Version: update.Version + 1 };
        return current;
      },
    },
    {
      method: "POST",
      path: /^\/purchase-orders\/\d+\/status$/,
      respond: ({ body }) => {
        const { Status } = body as { Status: string };
        current = {
          ...current,
          Status: Status === "Reopen" ? "Partially Shipped" : (Status as PurchaseOrder["Status"]),
          Version: current.Version + 1,
        };
        return current;
      },
    },
    {
      method: "POST",
      path: /^\/purchase-orders\/\d+\/lines$/,
      respond: ({ body }) => {
        const next = Math.max(0, ...current.Lines.map((line) => line.LineNumber)) + 1;
        current = withLines(current, [...current.Lines, storedLine(body as LineInput, next)]);
        return current;
      },
    },
    {
      method: "PUT",
      path: /^\/purchase-orders\/\d+\/lines\/(\d+)$/,
      respond: ({ body, match }) => {
        const number = Number(match[1]);
        current = withLines(
          current,
          current.Lines.map((line) =>
            line.LineNumber === number ? storedLine(body as LineInput, number, line) : line,
          ),
        );
        return current;
      },
    },
    {
      method: "DELETE",
      path: /^\/purchase-orders\/\d+\/lines\/(\d+)$/,
      respond: ({ match }) => {
        current = withLines(
          current,
          current.Lines.filter((line) => line.LineNumber !== Number(match[1])),
        );
        return current;
      },
    },
    {
      method: "POST",
      path: /^\/purchase-orders\/\d+\/lines\/(\d+)\/work-orders$/,
      respond: ({ match }) => {
        const line = current.Lines.find((candidate) => candidate.LineNumber === Number(match[1]))!;
        const workOrder = {
          WONumber: String(nextWONumber++),
          Status: "Open" as const,
          Quantity: line.OpenQuantity,
          DueDate: line.DueDate,
        };
        current = {
          ...current,
          Lines: current.Lines.map((each) =>
            each === line ? { ...each, WorkOrders: [...each.WorkOrders, workOrder] } : each,
          ),
        };
        return {
          ...workOrder,
          POKey: current.POKey,
          PartNumber: line.PartNumber,
          Revision: line.Revision,
          Description: line.Description,
        };
      },
    },
    {
      method: "POST",
      path: /^\/purchase-orders\/\d+\/packing-slips$/,
      respond: ({ body }) => {
        const input = body as PackingSlipInput;
        const first = input.Lines[0]!;
        if (shipConflictOpen !== undefined && !hasShipConflicted) {
          hasShipConflicted = true;
          throw new ApiError(409, "conflict", "A line would ship more than is still open.", {
            "Lines.0.Quantity": `Only ${shipConflictOpen} of line ${first.LineNumber} are still open.`,
          });
        }
        const number = current.PackingSlips.length + 1;
        const slip: PackingSlip = {
          ...samplePackingSlipRecord,
          POKey: current.POKey,
          PSlipNumber: number,
          ShipDate: input.ShipDate ?? samplePackingSlipRecord.ShipDate,
        };
        return slip;
      },
    },
    { path: /^\/purchase-orders\/\d+\/packing-slips\/(\d+)$/, respond: ({ match }) => findSlip(match[1]!) },
    {
      method: "PUT",
      path: /^\/purchase-orders\/\d+\/packing-slips\/(\d+)$/,
      respond: ({ body, match }) => {
        const before = findSlip(match[1]!);
        const { Version, ...changes } = body as PackingSlipUpdate;
        if (theirSlipChanges) {
          const theirs = { ...before, ...theirSlipChanges, Version: before.Version + 1 };
          storeSlip(theirs);
          history = [slipChange(before, theirs), ...history];
          theirSlipChanges = undefined;
          throw new ApiError(
            409,
            "conflict",
            `Someone else changed packing slip ${before.PSlipNumber} of PO ${po.PONumber} after you opened it.`,
            undefined,
            theirs,
          );
        }
        if (Version !== before.Version) throw new ApiError(409, "conflict", "Stale version.", undefined, before);
        const saved = {
          ...before,
          ...changes,
          Weight: changes.Weight === null ? null : Number(changes.Weight).toFixed(2),
          Version: Version + 1,
        };
        storeSlip(saved);
        history = [slipChange(before, saved), ...history];
        return saved;
      },
    },
    { path: /^\/history$/, respond: () => history },
    ...pickerApi,
  ];
}
