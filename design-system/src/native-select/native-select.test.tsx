import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NativeSelect } from "./native-select";

const carriers = (
  <>
    <option value="UPS Ground">UPS Ground</option>
    <option value="FedEx Ground">FedEx Ground</option>
  </>
);

describe("NativeSelect", () => {
  it("shows its prompt until a choice is made, and the prompt cannot be chosen", async () => {
    const onChange = vi.fn();
    render(
      <NativeSelect aria-label="Carrier" placeholder="Choose a carrier" onChange={onChange}>
        {carriers}
      </NativeSelect>,
    );
    const select = screen.getByRole("combobox", { name: "Carrier" });
    expect(select).toHaveValue("");
    expect(select).toHaveDisplayValue("Choose a carrier");
    expect(screen.getByRole("option", { name: "Choose a carrier" })).toBeDisabled();
    await userEvent.selectOptions(select, "FedEx Ground");
    expect(select).toHaveValue("FedEx Ground");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("shows the chosen value of a controlled select, its prompt only while the value is empty", async () => {
    function Controlled() {
      const [carrier, setCarrier] = React.useState("UPS Ground");
      return (
        <>
          <NativeSelect
            aria-label="Carrier"
            placeholder="Choose a carrier"
            value={carrier}
            onChange={(event) => setCarrier(event.target.value)}
          >
            {carriers}
          </NativeSelect>
          <button type="button" onClick={() => setCarrier("")}>
            Clear
          </button>
        </>
      );
    }
    render(<Controlled />);
    const select = screen.getByRole("combobox", { name: "Carrier" });
    expect(select).toHaveDisplayValue("UPS Ground");
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(select).toHaveValue("");
    expect(select).toHaveDisplayValue("Choose a carrier");
  });

  it("puts className on its wrapper, which sets the box's size", () => {
    render(
      <NativeSelect aria-label="Add as" className="h-9 w-36" defaultValue="UPS Ground">
        {carriers}
      </NativeSelect>,
    );
    const select = screen.getByRole("combobox", { name: "Add as" });
    expect(select.parentElement).toHaveClass("h-9", "w-36");
    expect(select.parentElement).not.toHaveClass("h-10");
    expect(select).toHaveClass("size-full");
  });
});
