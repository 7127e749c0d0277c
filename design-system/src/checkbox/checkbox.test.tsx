import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FormField } from "../form-field/form-field";
import { Checkbox } from "./checkbox";

/** A "select all" box whose owner decides what a click does, as the WO list's header does. */
function SelectAll({
  initial,
  onCheckedChange,
}: {
  initial: boolean | "indeterminate";
  onCheckedChange?: (checked: boolean) => void;
}) {
  const [checked, setChecked] = React.useState(initial);
  return (
    <>
      <Checkbox
        aria-label="Select all work orders"
        checked={checked}
        onCheckedChange={(next) => {
          onCheckedChange?.(next);
          setChecked(next);
        }}
      />
      <button type="button" onClick={() => setChecked("indeterminate")}>
        Some picked
      </button>
    </>
  );
}

describe("Checkbox", () => {
  it("is a native checkbox that the pointer, Space and its label toggle", async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Certificate of conformance required" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole("checkbox", { name: "Certificate of conformance required" });
    expect(checkbox).toHaveProperty("type", "checkbox");
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByText("Certificate of conformance required"));
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledTimes(3);
  });

  it('shows the mixed state from checked="indeterminate", and a click reports true', async () => {
    const onCheckedChange = vi.fn();
    render(<SelectAll initial="indeterminate" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole("checkbox", { name: "Select all work orders" });
    expect(checkbox).toBePartiallyChecked();
    await userEvent.click(checkbox);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(checkbox).toBeChecked();
    expect(checkbox).not.toBePartiallyChecked();
    await userEvent.click(screen.getByRole("button", { name: "Some picked" }));
    expect(checkbox).toBePartiallyChecked();
    expect(checkbox).not.toBeChecked();
  });

  it("stays mixed when its owner keeps it mixed", async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox aria-label="Select all work orders" checked="indeterminate" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole("checkbox", { name: "Select all work orders" });
    await userEvent.click(checkbox);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(checkbox).toBePartiallyChecked();
    expect(checkbox).not.toBeChecked();
  });

  it("does not change while disabled", async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Passivation" disabled onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole("checkbox", { name: "Passivation" });
    expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it("gives its ref the input, so a form can focus it, and submits its name", () => {
    const ref = React.createRef<HTMLInputElement>();
    render(
      <form aria-label="Customer">
        <Checkbox label="Same as billing address" name="ShippingSameAsBilling" defaultChecked ref={ref} />
      </form>,
    );
    expect(ref.current).toBe(screen.getByRole("checkbox", { name: "Same as billing address" }));
    ref.current!.focus();
    expect(ref.current).toHaveFocus();
    expect(
      new FormData(screen.getByRole("form", { name: "Customer" }) as HTMLFormElement).get("ShippingSameAsBilling"),
    ).toBe("on");
  });

  it("takes its FormField's error and hint", () => {
    render(
      <FormField label="Shipping" hint="Printed on the slip." error="ACME requires a certificate with every shipment.">
        <Checkbox label="Certificate of conformance required" />
      </FormField>,
    );
    const checkbox = screen.getByRole("checkbox", { name: /Certificate of conformance required/ });
    expect(checkbox).toHaveAttribute("aria-invalid", "true");
    expect(checkbox).toHaveAccessibleDescription(
      "Printed on the slip. ACME requires a certificate with every shipment.",
    );
  });
});
