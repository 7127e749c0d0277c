import { ApiError } from "../../api/client";
import type { HistoryEntry } from "../../api/history/types";
import type { PartSummary } from "../../api/parts/types";
import type { SupplierSummary } from "../../api/suppliers/types";
import type {
  StockWorkOrderInput,
  WorkOrder,
  WorkOrderOperationInput,
  WorkOrderUpdate,
  WOStatus,
} from "../../api/work-orders/types";
import { storySuppliers as masterDataSuppliers } from "../../storybook/master-data-api";
import type { StoryRoute } from "../../storybook/story-api";
import { stockWorkOrder, workOrderRows } from "./fixtures";

const [plating, edm, heatTreat, precision] = masterDataSuppliers as [
  SupplierSummary,
  SupplierSummary,
  SupplierSummary,
  SupplierSummary,
];

/** Suppliers the picker finds in stories: the supplier list's, all active; Pacific Heat Treat's approval has expired. */
export const storySuppliers: SupplierSummary[] = [
  plating,
  { ...edm, SupplierName: "O'Neil EDM Services" },
  heatTreat,
  { ...precision, ApprovalStatus: "Approved", Active: true },
];

export const storyHistory: HistoryEntry[] = [
  {
    At: "2026-11-18T15:42:00Z",
    Subject: "sam",
    Name: "Sam Patel",
    Action: "update",
    Entity: "work_order",
    Label: "WO",
    Source: null,
    Changes: {
      Operations: {
        From: "10 Saw cut stock · SAW · 0.50 h · In Progress",
        To: "10 Saw cut stock · SAW · 0.50 h · Done",
      },
      QuantityComplete: { From: 0, To: 40 },
    },
  },
  {
    At: "2026-11-04T14:10:00Z",
    Subject: "dana",
    Name: "Dana Reyes",
    Action: "status",
    Entity: "work_order",
    Label: "WO",
    Source: null,
    Changes: { Status: { From: "Open", To: "Released" } },
  },
  {
    At: "2026-11-02T16:05:00Z",
    Subject: "dana",
    Name: "Dana Reyes",
    Action: "create",
    Entity: "work_order",
    Label: "WO",
    Source: null,
    Changes: {},
  },
];

const supplierRoute: StoryRoute = {
  path: /^\/suppliers$/,
  respond: ({ query }) => {
    const q = (query.get("q") ?? "").toLowerCase();
    const items = storySuppliers.filter((supplier) => supplier.SupplierName.toLowerCase().includes(q));
    return { Items: items, Total: items.length, Page: 1, PageSize: 20 };
  },
};

function savedOperations(workOrder: WorkOrder, inputs: WorkOrderOperationInput[]) {
  return [...inputs]
    .sort((a, b) => a.Sequence - b.Sequence)
    .map((input) => {
      const before = workOrder.Operations.find((operation) => operation.Sequence === input.Sequence);
      const supplier = storySuppliers.find((item) => item.SupplierName === input.SupplierName);
      return {
        ...input,
        IsSupplierApprovalExpired: supplier?.IsApprovalExpired ?? false,
        DoneAt: input.Status === "Done" ? (before?.DoneAt ?? "2026-11-21T17:30:00Z") : null,
        ExpectedBack: input.ExpectedBack ?? null,
      };
    });
}

/**
 * The WO calls a detail story needs, answering about `workOrder`: it saves (the answer as the
 * server would give it), moves status, and finds suppliers. `conflict` makes the first save a 409.
 */
export function workOrderDetailApi(workOrder: WorkOrder, { conflict }: { conflict?: WorkOrder } = {}): StoryRoute[] {
  let hasConflicted = false;
  return [
    { path: /^\/work-orders\/\d+$/, respond: () => workOrder },
    {
      method: "PUT",
      path: /^\/work-orders\/\d+$/,
      respond: ({ body }) => {
        const update = body as WorkOrderUpdate;
        if (conflict && !hasConflicted) {
          hasConflicted = true;
          throw new ApiError(409, "conflict", "Someone else changed this work order.", undefined, conflict);
        }
        return {
          ...workOrder,
          ...update,
          Operations: savedOperations(workOrder, update.Operations ?? []),
          Version: update.Version + 1,
        };
      },
    },
    {
      method: "POST",
      path: /^\/work-orders\/\d+\/status$/,
      respond: ({ body }) => {
        const { Status, Version } = body as { Status: WOStatus; Version: number };
        return { ...workOrder, Status, Version: Version + 1 };
      },
    },
    { path: /^\/history$/, respond: () => storyHistory },
    supplierRoute,
  ];
}

const customerRoute: StoryRoute = {
  path: /^\/customers$/,
  respond: () => {
    const items = [
      {
        CustomerId: "ACME",
        Name: "Acme Aerospace Inc.",
        ContactName: null,
        Phone: null,
        PaymentTerms: "Net 30",
        Active: true,
      },
      {
        CustomerId: "BOLT-AERO",
        Name: "Bolt Aerostructures LLC",
        ContactName: null,
        Phone: null,
        PaymentTerms: "Net 45",
        Active: true,
      },
    ];
    return { Items: items, Total: items.length, Page: 1, PageSize: 8 };
  },
};

/** The WO list's calls: rows filtered by status and late the way the server does, one page; customers for the filter. */
export function workOrderListApi(rows = workOrderRows): StoryRoute[] {
  return [
    customerRoute,
    {
      path: /^\/work-orders$/,
      respond: ({ query }) => {
        const status = query.get("status");
        const items = rows.filter(
          (row) => (!status || row.Status === status) && (query.get("late") !== "true" || row.IsLate),
        );
        return { Items: items, Total: items.length, TotalIsExact: true, Page: 1, PageSize: 25 };
      },
    },
  ];
}

/** `/work-orders/batch` answering from `workOrders`; other numbers are missing. */
export function batchApi(workOrders: WorkOrder[]): StoryRoute[] {
  return [
    {
      path: /^\/work-orders\/batch$/,
      respond: ({ query }) => {
        const asked = query.getAll("wo");
        return {
          Items: asked.flatMap((number) => workOrders.filter((workOrder) => workOrder.WONumber === number)),
          Missing: asked.filter((number) => !workOrders.some((workOrder) => workOrder.WONumber === number)),
        };
      },
    },
  ];
}

const part = (
  PartNumber: string,
  Revision: string,
  Description: string,
  CustomerId: string,
  IsSuperseded = false,
): PartSummary => ({
  PartNumber,
  Revision,
  Description,
  CustomerId,
  CustomerName: CustomerId,
  Active: true,
  IsSuperseded,
});

/** Parts of several customers, as `GET /parts?active=true` finds them; 7731-204 rev B is superseded by rev C. */
export const stockParts: PartSummary[] = [
  part("7731-204", "C", "Manifold block, hydraulic, 4-port", "ACME"),
  part("7731-204", "B", "Manifold block, hydraulic, 4-port", "ACME", true),
  part("7731-210", "B", "Port plug, SAE-8, with O-ring groove", "ACME"),
  part("PX-5520-17", "A", "Actuator shaft, 17-4 PH stainless", "BOLT-AERO"),
  part("1141-256", "B", "Bearing housing, flanged", "NORTHWIND"),
];

/**
 * "New stock WO": the part picker's look-up over every customer's parts, and `POST /work-orders`
 * answering WO 100391 for the part sent, or failing with `refusal`.
 */
export function stockWorkOrderApi({ refusal }: { refusal?: ApiError } = {}): StoryRoute[] {
  return [
    {
      path: /^\/parts$/,
      respond: ({ query }) => {
        const q = (query.get("q") ?? "").toLowerCase();
        const items = stockParts.filter((item) => `${item.PartNumber} ${item.Description}`.toLowerCase().includes(q));
        return { Items: items, Total: items.length, TotalIsExact: true, Page: 1, PageSize: 20 };
      },
    },
    {
      method: "POST",
      path: /^\/work-orders$/,
      respond: ({ body }) => {
        if (refusal) throw refusal;
        const input = body as StockWorkOrderInput;
        const chosen = stockParts.find(
          (item) => item.PartNumber === input.PartNumber && item.Revision === input.Revision,
        );
        return {
          ...stockWorkOrder,
          WONumber: "100391",
          PartNumber: input.PartNumber,
          Revision: input.Revision,
          Description: chosen?.Description ?? "",
          Quantity: input.Quantity,
          DueDate: input.DueDate,
          Notes: input.Notes ?? "",
          Operations: [],
          Version: 1,
        };
      },
    },
  ];
}
