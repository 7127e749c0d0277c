import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card, CardHeader, CardTitle } from "./card";

describe("CardTitle", () => {
  it("is an h2, a section of the page under its h1", () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Lines</CardTitle>
        </CardHeader>
      </Card>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Lines" })).toHaveAttribute("data-slot", "card-title");
  });

  it("renders its child instead with asChild, for a card inside a titled section", () => {
    render(
      <CardTitle asChild>
        <h3>Packing slips</h3>
      </CardTitle>,
    );
    const heading = screen.getByRole("heading", { level: 3, name: "Packing slips" });
    expect(heading).toHaveAttribute("data-slot", "card-title");
    expect(heading).toHaveClass("font-semibold");
  });
});
