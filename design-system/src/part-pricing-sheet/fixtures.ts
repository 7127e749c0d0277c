import type { PartPricing } from "./part-pricing-sheet";

export const samplePricing: PartPricing = {
  PartNumber: "7731-204",
  Revision: "C",
  Description: "Manifold block, hydraulic, 4-port",
  CustomerId: "ACME",
  CustomerName: "Acme Fluid Power, Inc.",
  DrawingNumber: "D-7731-204",
  Material: "6061-T6 aluminum, clear anodize",
  UnitOfMeasure: "EA",
  Breaks: [
    { MinQuantity: 100, UnitPrice: "38.7500" },
    { MinQuantity: 1, UnitPrice: "64.2000" },
    { MinQuantity: 25, UnitPrice: "47.1250" },
    { MinQuantity: 500, UnitPrice: "33.0400" },
  ],
  LotCharge: "185.00",
  EffectiveDate: "2024-03-05",
  QuoteReference: "Q-24-0318",
  PaymentTerms: "Net 30",
};
