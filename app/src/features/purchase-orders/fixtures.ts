import type { PurchaseOrder, PurchaseOrderLine, PurchaseOrderSummary } from "../../api/purchase-orders/types";
import type { PackingSlip } from "../../api/packing-slips/types";
import { lineAmount, totalAmount } from "./money";

// Records as the API answers them, for stories and tests.

const line = (patch: Partial<PurchaseOrderLine> & Pick<PurchaseOrderLine, "LineNumber">): PurchaseOrderLine => ({
  PartNumber: "7731-204",
  Revision: "C",
  Description: "Manifold block, hydraulic, 4-port",
  UnitOfMeasure: "EA",
  Quantity: 120,
  UnitPrice: "38.7500",
  DueDate: "2024-05-01",
  Amount: "4650.00",
  ShippedQuantity: 0,
  OpenQuantity: 120,
  IsLate: false,
  WorkOrders: [],
  Version: 1,
  ...patch,
});

/** The sample PO's header, which its packing slips repeat. */
const sampleHeader = {
  CustomerId: "ACME",
  CustomerName: "Acme Fluid Power, Inc.",
  PONumber: "4500012345",
  PODate: "2024-03-05",
  ShipToName: "Acme Fluid Power, Inc.",
  ShipToAddress1: "Receiving, Dock 3",
  ShipToAddress2: "2200 Harbor Blvd",
  ShipToCity: "Tacoma",
  ShipToRegion: "WA",
  ShipToPostalCode: "98421",
  ShipToCountry: null,
  Terms: "Net 30",
};

export const samplePurchaseOrder: PurchaseOrder = {
  POKey: 4021,
  ...sampleHeader,
  Notes: "",
  Status: "Partially Shipped",
  Amount: "7655.25",
  IsLate: false,
  Lines: [
    line({
      LineNumber: 1,
      ShippedQuantity: 40,
      OpenQuantity: 80,
      WorkOrders: [{ WONumber: "100001", Status: "In Progress", Quantity: 120, DueDate: "2024-05-01" }],
      Version: 3,
    }),
    line({
      LineNumber: 2,
      PartNumber: "7731-210",
      Revision: "B",
      Description: "Port plug, SAE-8, with O-ring groove",
      Quantity: 480,
      UnitPrice: "4.1250",
      Amount: "1980.00",
      OpenQuantity: 480,
    }),
    line({
      LineNumber: 3,
      PartNumber: "7731-318",
      Revision: "A",
      Description: "Mounting bracket, left hand",
      Quantity: 50,
      UnitPrice: "21.3300",
      Amount: "1066.50",
      DueDate: "2024-06-15",
      OpenQuantity: 50,
    }),
  ],
  PackingSlips: [
    {
      PSlipNumber: 1,
      ShipDate: "2024-04-10",
      Carrier: "UPS Ground",
      TrackingNumber: "1Z999AA10123456784",
      Boxes: 2,
      Weight: "41.50",
      Amount: "1550.00",
      LineCount: 1,
    },
  ],
  Version: 7,
  CreatedAt: "2024-03-05T17:30:00Z",
  UpdatedAt: "2024-04-10T21:05:00Z",
};

/** A PO with an overdue line and nothing shipped. */
export const latePurchaseOrder: PurchaseOrder = {
  ...samplePurchaseOrder,
  POKey: 4022,
  PONumber: "4500012399",
  Status: "Open",
  IsLate: true,
  Amount: "5716.50",
  Lines: [
    {
      ...samplePurchaseOrder.Lines[0]!,
      ShippedQuantity: 0,
      OpenQuantity: 120,
      IsLate: true,
      DueDate: "2024-02-01",
      WorkOrders: [],
    },
    samplePurchaseOrder.Lines[2]!,
  ],
  PackingSlips: [],
};

export const emptyPurchaseOrder: PurchaseOrder = {
  ...samplePurchaseOrder,
  POKey: 4023,
  PONumber: "PO-77812",
  Status: "Open",
  Amount: "0.00",
  Lines: [],
  PackingSlips: [],
};

const bigLines = Array.from({ length: 24 }, (_, index) =>
  line({
    LineNumber: index + 1,
    PartNumber: `7731-${String(200 + index)}`,
    Revision: "ABCD"[index % 4]!,
    Quantity: 100 + index * 10,
    UnitPrice: "33.0400",
    Amount: lineAmount(100 + index * 10, "33.0400")!,
    ShippedQuantity: index % 3 === 0 ? 50 : 0,
    OpenQuantity: 100 + index * 10 - (index % 3 === 0 ? 50 : 0),
    IsLate: index % 5 === 0,
    WorkOrders:
      index % 2 === 0
        ? [{ WONumber: String(100100 + index), Status: "Released", Quantity: 100, DueDate: "2024-05-01" }]
        : [],
  }),
);

/** 24 lines, a long customer name and many slips. */
export const bigPurchaseOrder: PurchaseOrder = {
  ...samplePurchaseOrder,
  POKey: 4024,
  PONumber: "BLANKET-2024-0001-REV-B",
  CustomerName: "Northwind Aerospace Structures & Precision Assemblies Division",
  Amount: totalAmount(bigLines.map((line) => line.Amount)),
  Lines: bigLines,
  PackingSlips: Array.from({ length: 6 }, (_, index) => ({
    PSlipNumber: index + 1,
    ShipDate: `2024-04-${String(10 + index).padStart(2, "0")}`,
    Carrier: index % 2 ? "FedEx Freight" : "UPS Ground",
    TrackingNumber: `1Z999AA1012345678${index}`,
    Boxes: index + 1,
    Weight: "41.50",
    Amount: "1550.00",
    LineCount: 2,
  })),
};

export const samplePurchaseOrderSummaries: PurchaseOrderSummary[] = [
  {
    POKey: 4021,
    CustomerId: "ACME",
    CustomerName: "Acme Fluid Power, Inc.",
    PONumber: "4500012345",
    PODate: "2024-03-05",
    Status: "Partially Shipped",
    Amount: "7655.25",
    NextDueDate: "2024-05-01",
    IsLate: false,
  },
  {
    POKey: 4022,
    CustomerId: "ACME",
    CustomerName: "Acme Fluid Power, Inc.",
    PONumber: "4500012399",
    PODate: "2024-03-01",
    Status: "Open",
    Amount: "5716.50",
    NextDueDate: "2024-02-01",
    IsLate: true,
  },
  {
    POKey: 3990,
    CustomerId: "NORTHWIND",
    CustomerName: "Northwind Aerospace Structures",
    PONumber: "NW-88120",
    PODate: "2024-02-20",
    Status: "Shipped",
    Amount: "12400.00",
    NextDueDate: null,
    IsLate: false,
  },
  {
    POKey: 3871,
    CustomerId: "PIONEERA",
    CustomerName: "Pioneer Agricultural Equipment",
    PONumber: "PA-2024-117",
    PODate: "2024-01-11",
    Status: "Closed",
    Amount: "880.00",
    NextDueDate: null,
    IsLate: false,
  },
  {
    POKey: 3850,
    CustomerId: "ZENITH",
    CustomerName: "Zenith Tooling",
    PONumber: "Z-5521",
    PODate: "2024-01-08",
    Status: "Cancelled",
    Amount: "0.00",
    NextDueDate: null,
    IsLate: false,
  },
];

export const samplePackingSlipRecord: PackingSlip = {
  POKey: 4021,
  PSlipNumber: 2,
  ShipDate: "2024-04-10",
  Carrier: "UPS Ground",
  TrackingNumber: "1Z999AA10123456784",
  Boxes: 3,
  Weight: "84.50",
  CreatedBy: "dana",
  ...sampleHeader,
  Amount: "4305.00",
  Lines: [
    {
      LineNumber: 1,
      PartNumber: "7731-204",
      Revision: "C",
      Description: "Manifold block, hydraulic, 4-port",
      Material: "6061-T6 aluminum",
      UnitOfMeasure: "EA",
      WONumber: "100001",
      Ordered: 120,
      ShippedNow: 60,
      ShippedBefore: 40,
      BackOrdered: 20,
      UnitPrice: "38.7500",
      Amount: "2325.00",
    },
    {
      LineNumber: 2,
      PartNumber: "7731-210",
      Revision: "B",
      Description: "Port plug, SAE-8, with O-ring groove",
      Material: null,
      UnitOfMeasure: "EA",
      WONumber: null,
      Ordered: 480,
      ShippedNow: 480,
      ShippedBefore: 0,
      BackOrdered: 0,
      UnitPrice: "4.1250",
      Amount: "1980.00",
    },
  ],
  Version: 1,
  CreatedAt: "2024-04-10T21:05:00Z",
};

/** Slip 1 of the sample PO, as `GET …/packing-slips/1` answers it (what its summary on the PO says). */
export const sampleFirstPackingSlip: PackingSlip = {
  ...samplePackingSlipRecord,
  PSlipNumber: 1,
  Boxes: 2,
  Weight: "41.50",
  Amount: "1550.00",
  Lines: [
    { ...samplePackingSlipRecord.Lines[0]!, ShippedNow: 40, ShippedBefore: 0, BackOrdered: 80, Amount: "1550.00" },
  ],
  Version: 1,
};
