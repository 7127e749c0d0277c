import type { PackingSlipData, PackingSlipLine } from "./types";

const lines: PackingSlipLine[] = [
  {
    LineNumber: 1,
    PartNumber: "7731-204",
    Revision: "C",
    Description: "Manifold block, hydraulic, 4-port",
    WONumber: "100001",
    Material: "6061-T6 aluminum",
    Ordered: 120,
    ShippedNow: 60,
    ShippedBefore: 40,
    UnitPrice: "38.7500",
    Amount: "2325.00",
  },
  {
    LineNumber: 2,
    PartNumber: "7731-210",
    Revision: "B",
    Description: "Port plug, SAE-8, with O-ring groove",
    WONumber: "100002",
    Material: "303 stainless",
    Ordered: 480,
    ShippedNow: 480,
    ShippedBefore: 0,
    UnitPrice: "4.1250",
    Amount: "1980.00",
  },
  {
    LineNumber: 3,
    PartNumber: "7731-318",
    Revision: "A",
    Description: "Mounting bracket, left hand",
    WONumber: null,
    Material: "A36 steel, black oxide",
    Ordered: 50,
    ShippedNow: 25,
    ShippedBefore: 0,
    UnitPrice: "21.3300",
    Amount: "533.25",
  },
];

export const samplePackingSlip: PackingSlipData = {
  PSlipNumber: 2,
  PONumber: "4500012345",
  PODate: "2024-03-05",
  CustomerId: "ACME",
  CustomerName: "Acme Fluid Power, Inc.",
  ShipTo: {
    Name: "Acme Fluid Power, Inc.",
    AddressLines: ["Receiving, Dock 3", "2200 Harbor Blvd", "Tacoma, WA 98421"],
  },
  ShipDate: "2024-04-10",
  Carrier: "UPS Ground",
  TrackingNumber: "1Z999AA10123456784",
  Boxes: 3,
  Weight: "84.5",
  Lines: lines,
};

/** Enough lines to run over onto a second printed page. */
export const longPackingSlip: PackingSlipData = {
  ...samplePackingSlip,
  PSlipNumber: 5,
  Lines: Array.from({ length: 34 }, (_, index) => {
    const base = lines[index % lines.length]!;
    const quantity = 10 + ((index * 7) % 40);
    return {
      ...base,
      LineNumber: index + 1,
      PartNumber: `${base.PartNumber.slice(0, 5)}${String(200 + index)}`,
      WONumber: String(100100 + index),
      Ordered: quantity * 2,
      ShippedNow: quantity,
      ShippedBefore: index % 3 === 0 ? quantity : 0,
      UnitPrice: "12.5000",
      Amount: (quantity * 12.5).toFixed(2),
    };
  }),
};
