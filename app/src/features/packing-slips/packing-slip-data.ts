import type { PackingSlipData } from "@shopdesk/design-system";
import type { ShipTo } from "../../api/purchase-orders/types";
import type { PackingSlip } from "../../api/packing-slips/types";

/** Address lines as printed: street lines, "City, Region Postal code", country; empty parts left out. */
export function shipToLines(shipTo: ShipTo): string[] {
  const regionAndCode = [shipTo.ShipToRegion, shipTo.ShipToPostalCode].filter(Boolean).join(" ");
  const cityLine = [shipTo.ShipToCity, regionAndCode].filter(Boolean).join(", ");
  return [shipTo.ShipToAddress1, shipTo.ShipToAddress2, cityLine, shipTo.ShipToCountry].filter((line): line is string =>
    Boolean(line),
  );
}

/** The API's packing slip as the design system's PackingSlip prints it. */
export function toPackingSlipData(slip: PackingSlip): PackingSlipData {
  return {
    PSlipNumber: slip.PSlipNumber,
    PONumber: slip.PONumber,
    PODate: slip.PODate,
    CustomerId: slip.CustomerId,
    CustomerName: slip.CustomerName,
    ShipTo: { Name: slip.ShipToName || slip.CustomerName, AddressLines: shipToLines(slip) },
    ShipDate: slip.ShipDate,
    Carrier: slip.Carrier,
    TrackingNumber: slip.TrackingNumber,
    Boxes: slip.Boxes,
    Weight: slip.Weight,
    Lines: slip.Lines.map((line) => ({
      LineNumber: line.LineNumber,
      PartNumber: line.PartNumber,
      Revision: line.Revision,
      Description: line.Description,
      WONumber: line.WONumber,
      Material: line.Material,
      Ordered: line.Ordered,
      ShippedNow: line.ShippedNow,
      ShippedBefore: line.ShippedBefore,
      UnitPrice: line.UnitPrice,
      Amount: line.Amount,
    })),
  };
}
