import { describe, expect, it } from "vitest";
import { samplePackingSlipRecord } from "../purchase-orders/fixtures";
import { shipToLines, toPackingSlipData } from "./packing-slip-data";

describe("toPackingSlipData", () => {
  it("maps the API's slip onto what the PackingSlip prints", () => {
    const data = toPackingSlipData(samplePackingSlipRecord);
    expect(data.ShipTo).toEqual({
      Name: "Acme Fluid Power, Inc.",
      AddressLines: ["Receiving, Dock 3", "2200 Harbor Blvd", "Tacoma, WA 98421"],
    });
    expect(data.Lines[0]).toEqual({
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
    });
    expect(data).toMatchObject({
      PSlipNumber: 2,
      PONumber: "4500012345",
      Carrier: "UPS Ground",
      Boxes: 3,
      Weight: "84.50",
    });
  });

  it("prints the customer's name when the slip has no ship-to name, and skips empty address parts", () => {
    const slip = {
      ...samplePackingSlipRecord,
      ShipToName: null,
      ShipToAddress2: null,
      ShipToRegion: null,
      ShipToCountry: "USA",
    };
    const data = toPackingSlipData(slip);
    expect(data.ShipTo.Name).toBe("Acme Fluid Power, Inc.");
    expect(data.ShipTo.AddressLines).toEqual(["Receiving, Dock 3", "Tacoma, 98421", "USA"]);
    expect(
      shipToLines({ ...slip, ShipToAddress1: null, ShipToCity: null, ShipToPostalCode: null, ShipToCountry: null }),
    ).toEqual([]);
  });
});
