import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleCompany } from "../print/fixtures";
import { samplePackingSlip } from "./fixtures";
import { PackingSlip } from "./packing-slip";
import { backOrdered, isPackingSlipMode } from "./types";

describe("isPackingSlipMode", () => {
  it.each(["slip", "priced", "cert"])("accepts %s", (mode) => expect(isPackingSlipMode(mode)).toBe(true));
  it.each(["", "Slip", "invoice", undefined, 3])("refuses %j", (mode) => expect(isPackingSlipMode(mode)).toBe(false));
});

describe("PackingSlip", () => {
  it("slip: quantities and back-orders, no prices", () => {
    render(<PackingSlip mode="slip" company={sampleCompany} packingSlip={samplePackingSlip} />);
    expect(screen.getByRole("heading", { name: "Packing Slip" })).toBeInTheDocument();
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["Line", "Part / description", "Ordered", "Shipped now", "Shipped before", "Back‑ordered"]);
    const firstLine = screen.getAllByRole("row")[1]!;
    expect(
      within(firstLine)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1", "7731-204 rev CManifold block, hydraulic, 4-port · WO 100001", "120", "60", "40", "20"]);
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it("priced: adds unit price, Amount and an exact total", () => {
    render(<PackingSlip mode="priced" company={sampleCompany} packingSlip={samplePackingSlip} />);
    expect(screen.getByRole("columnheader", { name: "Amount" })).toBeInTheDocument();
    expect(screen.getByText("$38.7500")).toBeInTheDocument();
    expect(screen.getByText("$2,325.00")).toBeInTheDocument();
    const totalRow = screen.getByRole("rowheader", { name: "Total" }).closest("tr")!;
    expect(totalRow).toHaveTextContent("$4,838.25");
  });

  it("cert: certificate with part, revision, quantity, PO, WO, material, statement and signature", () => {
    render(<PackingSlip mode="cert" company={sampleCompany} packingSlip={samplePackingSlip} />);
    expect(screen.getByRole("heading", { name: "Certificate of Conformance" })).toBeInTheDocument();
    const row = screen.getAllByRole("row")[1]!;
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["7731-204", "C", "Manifold block, hydraulic, 4-port", "60", "4500012345", "100001", "6061-T6 aluminum"]);
    expect(screen.getByText(/We certify that the items listed above/)).toBeInTheDocument();
    expect(screen.getByText("Authorized signature")).toBeInTheDocument();
  });

  it("never back-orders a negative quantity", () => {
    const line = { ...samplePackingSlip.Lines[0]!, Ordered: 10, ShippedNow: 8, ShippedBefore: 5 };
    expect(backOrdered(line)).toBe(0);
  });
});
