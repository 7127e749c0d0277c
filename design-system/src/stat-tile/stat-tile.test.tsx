import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatTile } from "./stat-tile";

describe("StatTile", () => {
  it("is one link named by its label, figure and detail", () => {
    render(
      <StatTile
        href="/reports?report=late-work-orders"
        label="Late work orders"
        value="14"
        detail="past their due date"
        tone="danger"
      />,
    );
    const link = screen.getByRole("link");
    expect(link).toHaveAccessibleName("Late work orders 14 past their due date");
    expect(link).toHaveAttribute("href", "/reports?report=late-work-orders");
    expect(link).toHaveAttribute("data-tone", "danger");
  });

  it("renders its child as the tile with asChild, keeping the child's own attributes", () => {
    render(
      <StatTile asChild label="Open backlog" value="$10.00" className="col-span-2">
        {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- StatTile fills the link with its label and figure. */}
        <a href="/x" data-router="yes" />
      </StatTile>,
    );
    const link = screen.getByRole("link", { name: "Open backlog $10.00" });
    expect(link).toHaveAttribute("data-router", "yes");
    expect(link).toHaveAttribute("data-slot", "stat-tile");
    expect(link).toHaveClass("col-span-2", "border-l-primary");
  });
});
