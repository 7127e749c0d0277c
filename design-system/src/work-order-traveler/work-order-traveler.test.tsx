import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleCompany } from "../print/fixtures";
import { sampleWorkOrder, stockWorkOrder } from "./fixtures";
import { WorkOrderTraveler } from "./work-order-traveler";

describe("WorkOrderTraveler", () => {
  it("prints the WO barcode, what to make and an operations table with sign-off columns", () => {
    render(<WorkOrderTraveler company={sampleCompany} workOrder={sampleWorkOrder} />);
    const barcode = screen.getByRole("img", { name: "Barcode 100001" });
    expect(barcode.querySelectorAll("rect").length).toBeGreaterThan(10);
    expect(screen.getByText("WO 100001")).toBeInTheDocument();
    for (const text of ["7731-204", "C", "120", "04/12/2024", "4500012345", "Acme Fluid Power, Inc. (ACME)"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Seq", "Operation", "Hrs", "Operator", "Date", "Qty good", "Qty scrap"]);
    expect(within(table).getAllByRole("row")).toHaveLength(1 + sampleWorkOrder.Operations.length);
    expect(screen.getByText("Outside: A/B Plating & Anodize")).toBeInTheDocument();
  });

  it("names the part revision's current drawing, so the floor can check the paper in hand, and says when there is none", () => {
    const { unmount } = render(<WorkOrderTraveler company={sampleCompany} workOrder={sampleWorkOrder} />);
    expect(screen.getByText("Drawing").nextElementSibling).toHaveTextContent("7731-204-C-bracket.pdf · rev C");
    unmount();
    render(<WorkOrderTraveler company={sampleCompany} workOrder={{ ...sampleWorkOrder, CurrentDrawing: null }} />);
    expect(screen.getByText("Drawing").nextElementSibling).toHaveTextContent("None marked current");
  });

  it("flags a drawing whose revision has been superseded", () => {
    const CurrentDrawing = { FileName: "bracket.pdf", Revision: "A", IsSuperseded: true };
    render(<WorkOrderTraveler company={sampleCompany} workOrder={{ ...sampleWorkOrder, CurrentDrawing }} />);
    expect(screen.getByText("Drawing").nextElementSibling).toHaveTextContent("bracket.pdf · rev A (superseded)");
  });

  it("repeats the WO number, part and revision above the operations and notes on every printed page", () => {
    const { container } = render(<WorkOrderTraveler company={sampleCompany} workOrder={sampleWorkOrder} />);
    // Chromium repeats a table's <thead> at the top of each page the table runs onto.
    const layout = container.querySelector('table[data-slot="repeated-head"]')!;
    expect(layout).toHaveAttribute("role", "presentation");
    expect(layout.querySelector("thead")).toHaveTextContent("OperationsWO 100001 · 7731-204 rev C");
    const body = layout.querySelector(":scope > tbody")!;
    expect(within(body as HTMLElement).getByRole("table")).toBe(screen.getByRole("table"));
    expect(within(body as HTMLElement).getByRole("heading", { name: "Notes" })).toBeInTheDocument();
  });

  it("prints a stock WO without customer or PO", () => {
    render(<WorkOrderTraveler company={sampleCompany} workOrder={stockWorkOrder} />);
    expect(screen.getByText("Stock")).toBeInTheDocument();
  });
});
