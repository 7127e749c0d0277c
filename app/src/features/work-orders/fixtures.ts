import { workOrderSummarySchema } from "@shopdesk/contract";
import type { WorkOrder, WorkOrderOperation, WorkOrderSummary } from "../../api/work-orders/types";

const operations: WorkOrderOperation[] = [
  {
    Sequence: 10,
    Description: "Saw cut stock",
    WorkCentre: "SAW",
    SupplierName: null,
    IsSupplierApprovalExpired: false,
    PlannedHours: "0.50",
    Status: "Done",
    DoneAt: "2026-11-18T15:42:00Z",
    ExpectedBack: null,
  },
  {
    Sequence: 20,
    Description: "CNC mill, op 1",
    WorkCentre: "VMC-1",
    SupplierName: null,
    IsSupplierApprovalExpired: false,
    PlannedHours: "4.25",
    Status: "In Progress",
    DoneAt: null,
    ExpectedBack: null,
  },
  {
    Sequence: 30,
    Description: "Clear anodize per drawing (outside)",
    WorkCentre: null,
    SupplierName: "A/B Plating & Anodize",
    IsSupplierApprovalExpired: false,
    PlannedHours: "0.00",
    Status: "Pending",
    DoneAt: null,
    ExpectedBack: "2026-11-30",
  },
  {
    Sequence: 40,
    Description: "Final inspection",
    WorkCentre: "QC",
    SupplierName: null,
    IsSupplierApprovalExpired: false,
    PlannedHours: "0.75",
    Status: "Pending",
    DoneAt: null,
    ExpectedBack: null,
  },
];

/** A WO made for line 2 of a PO, under way. */
export const sampleWorkOrder: WorkOrder = {
  WONumber: "100001",
  PartNumber: "7731-204",
  Revision: "C",
  Description: "Manifold block, hydraulic, 4-port",
  CustomerId: "ACME",
  CustomerName: "Acme Aerospace Inc.",
  POKey: 1,
  PONumber: "4500012345",
  LineNumber: 2,
  Quantity: 120,
  DueDate: "2026-12-04",
  Status: "In Progress",
  IsLate: false,
  Material: "6061-T6 Aluminum",
  DrawingNumber: "D-7731-204",
  CurrentDrawing: null,
  UnitOfMeasure: "EA",
  QuantityComplete: 40,
  QuantityScrapped: 2,
  Notes: "First article report with the shipment.",
  Operations: operations,
  Version: 4,
  CreatedAt: "2026-11-02T16:05:00Z",
  UpdatedAt: "2026-11-18T15:42:00Z",
};

/** A new WO: no routing yet. */
export const newWorkOrder: WorkOrder = {
  ...sampleWorkOrder,
  WONumber: "100417",
  Status: "Open",
  QuantityComplete: 0,
  QuantityScrapped: 0,
  Notes: "",
  Operations: [],
  Version: 1,
};

/** Outside processing at a supplier whose approval certificate has lapsed. */
export const expiredSupplierWorkOrder: WorkOrder = {
  ...sampleWorkOrder,
  WONumber: "100233",
  Status: "Released",
  Operations: operations.map((operation) =>
    operation.SupplierName
      ? {
          ...operation,
          SupplierName: "Pacific Heat Treat",
          Description: "Heat treat to 28–32 HRC (outside)",
          IsSupplierApprovalExpired: true,
        }
      : operation,
  ),
};

const routing = [
  "Saw cut stock",
  "Face and square",
  "CNC turn op 1",
  "CNC turn op 2",
  "Mill flats",
  "Drill and tap",
  "Deburr",
  "In-process inspection",
  "Heat treat (outside)",
  "Grind bearing diameters",
  "Hone bore",
  "Passivate (outside)",
  "Laser mark",
  "CMM inspection",
];

/** A long routing: fourteen operations, two of them outside. */
export const longRoutingWorkOrder: WorkOrder = {
  ...sampleWorkOrder,
  WONumber: "100014",
  PartNumber: "PX-5520-17",
  Revision: "A",
  Description: "Actuator shaft, 17-4 PH stainless",
  Status: "Released",
  IsLate: true,
  DueDate: "2026-11-12",
  Operations: routing.map((description, index) => {
    const isOutside = description.includes("outside");
    return {
      Sequence: (index + 1) * 10,
      Description: description,
      WorkCentre: isOutside ? null : ["SAW", "LATHE-1", "VMC-1", "DEBURR", "QC"][index % 5]!,
      SupplierName: isOutside ? (index === 8 ? "Pacific Heat Treat" : "A/B Plating & Anodize") : null,
      IsSupplierApprovalExpired: false,
      PlannedHours: isOutside ? "0.00" : (0.5 + (index % 4) * 0.75).toFixed(2),
      Status: index < 3 ? "Done" : index === 3 ? "In Progress" : "Pending",
      DoneAt: index < 3 ? `2026-11-0${index + 5}T17:00:00Z` : null,
      ExpectedBack: index === 8 ? "2026-11-10" : null,
    };
  }),
};

/** A stock WO: no customer, no PO. */
export const stockWorkOrder: WorkOrder = {
  ...sampleWorkOrder,
  WONumber: "100390",
  CustomerId: null,
  CustomerName: null,
  POKey: null,
  PONumber: null,
  LineNumber: null,
  Status: "Open",
  Operations: operations.slice(0, 2),
};

/** A WO's list row: the contract's WorkOrderSummary fields of a WO, or of a report's row about one. */
export const toSummary = (workOrder: WorkOrderSummary): WorkOrderSummary => workOrderSummarySchema.parse(workOrder);

const statuses = ["Open", "Released", "In Progress", "Complete", "On Hold", "Closed", "Cancelled"] as const;
const parts = [
  ["7731-204", "C", "Manifold block, hydraulic, 4-port"],
  ["PX-5520-17", "A", "Actuator shaft, 17-4 PH stainless"],
  ["1141-256", "B", "Bearing housing, flanged"],
  ["BR-0098", "A", "Mounting bracket, anodized black"],
] as const;

/** A page of list rows: statuses, customers, stock WOs and late ones mixed. */
export const workOrderRows: WorkOrderSummary[] = Array.from({ length: 12 }, (_, index) => {
  const [PartNumber, Revision, Description] = parts[index % parts.length]!;
  const isStock = index % 5 === 4;
  return {
    WONumber: String(100001 + index),
    PartNumber,
    Revision,
    Description,
    CustomerId: isStock ? null : ["ACME", "BOLT-AERO", "NORTHWIND", "MULLER"][index % 4]!,
    POKey: isStock ? null : 1 + index,
    PONumber: isStock ? null : `45000123${String(40 + index)}`,
    LineNumber: isStock ? null : 1 + (index % 3),
    Quantity: 25 * (1 + (index % 6)),
    DueDate: `2026-12-${String(1 + index * 2).padStart(2, "0")}`,
    Status: statuses[index % statuses.length]!,
    IsLate: index % 4 === 1 && index % statuses.length < 3,
  };
});
