import type { TravelerOperation, TravelerWorkOrder } from "./types";

const operations: TravelerOperation[] = [
  {
    Sequence: 10,
    Description: "Saw cut blanks 3.25 in",
    WorkCentre: "SAW-1",
    SupplierName: null,
    PlannedHours: "0.75",
  },
  {
    Sequence: 20,
    Description: "Mill ops 1 and 2, drill and tap ports",
    WorkCentre: "HMC-2",
    SupplierName: null,
    PlannedHours: "6.50",
  },
  {
    Sequence: 30,
    Description: "Deburr, break all edges 0.010 max",
    WorkCentre: "BENCH",
    SupplierName: null,
    PlannedHours: "1.25",
  },
  {
    Sequence: 40,
    Description: "In-process inspection, first article",
    WorkCentre: "QC",
    SupplierName: null,
    PlannedHours: "1.00",
  },
  {
    Sequence: 50,
    Description: "Clear anodize, type II class 1",
    WorkCentre: null,
    SupplierName: "A/B Plating & Anodize",
    PlannedHours: null,
  },
  {
    Sequence: 60,
    Description: "Final inspection and pack",
    WorkCentre: "QC",
    SupplierName: null,
    PlannedHours: "0.50",
  },
];

export const sampleWorkOrder: TravelerWorkOrder = {
  WONumber: "100001",
  PartNumber: "7731-204",
  Revision: "C",
  Description: "Manifold block, hydraulic, 4-port",
  Quantity: 120,
  DueDate: "2024-04-12",
  CustomerId: "ACME",
  CustomerName: "Acme Fluid Power, Inc.",
  PONumber: "4500012345",
  Material: "6061-T6 aluminum plate 3.0 in",
  CurrentDrawing: { FileName: "7731-204-C-bracket.pdf", Revision: "C" },
  Notes: "Customer requires first article report with shipment. Protect sealing faces after anodize.",
  Operations: operations,
};

const longRouting = [
  "Saw cut blanks",
  "Face and square",
  "CNC turn op 1",
  "CNC turn op 2",
  "Mill flats and cross holes",
  "Drill and tap",
  "Deburr",
  "In-process inspection",
  "Heat treat to 28–32 HRC",
  "Grind bearing diameters",
  "Hone bore",
  "Passivate",
  "Laser mark part number",
  "CMM inspection",
];

/** A WO whose routing runs over more than one printed page. */
export const longWorkOrder: TravelerWorkOrder = {
  ...sampleWorkOrder,
  WONumber: "100014",
  PartNumber: "PX-5520-17",
  Revision: "A",
  Description: "Actuator shaft, 17-4 PH stainless",
  Quantity: 40,
  Material: "17-4 PH stainless bar 1.5 in",
  Notes: null,
  Operations: Array.from({ length: 28 }, (_, index) => ({
    Sequence: (index + 1) * 10,
    Description: `${longRouting[index % longRouting.length]}${index >= longRouting.length ? " (rework lot)" : ""}`,
    WorkCentre: index % 7 === 8 ? null : ["SAW-1", "LATHE-3", "HMC-2", "BENCH", "QC"][index % 5]!,
    SupplierName: index === 8 ? "Pacific Heat Treat" : null,
    PlannedHours: index === 8 ? null : (0.5 + (index % 4) * 0.75).toFixed(2),
  })),
};

/** A stock WO (no customer, no PO). */
export const stockWorkOrder: TravelerWorkOrder = {
  ...sampleWorkOrder,
  WONumber: "100022",
  CustomerId: null,
  CustomerName: null,
  PONumber: null,
  Quantity: 50,
  Notes: null,
  Operations: operations.slice(0, 3),
};
