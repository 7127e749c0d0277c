import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Checkbox } from "../checkbox/checkbox";
import { Input } from "../input/input";
import { NativeSelect } from "../native-select/native-select";
import { Textarea } from "../textarea/textarea";
import { FormField } from "./form-field";

describe("FormField", () => {
  it("labels its control and leaves it valid and undescribed by default", () => {
    render(
      <FormField label="PO number">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "PO number" });
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-required");
  });

  it("describes the control with the hint and the error, and marks it invalid and required", () => {
    render(
      <FormField label="PO number" hint="Unique per customer." error="Already exists." required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "PO number" });
    expect(input).toHaveAccessibleDescription("Unique per customer. Already exists.");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-required", "true");
  });

  it("keeps the control's own id and adds its own description after the field's", () => {
    render(
      <>
        <p id="extra">Printed on the slip.</p>
        <FormField label="Notes" hint="Optional." controlId="notes">
          <Textarea id="notes" aria-describedby="extra" />
        </FormField>
      </>,
    );
    const textarea = screen.getByRole("textbox", { name: "Notes" });
    expect(textarea).toHaveAttribute("id", "notes");
    expect(textarea).toHaveAccessibleDescription("Optional. Printed on the slip.");
  });

  it("wires a NativeSelect and a Checkbox the same way", () => {
    render(
      <>
        <FormField label="Carrier" error="Choose a carrier.">
          <NativeSelect placeholder="Choose">
            <option value="ups">UPS Ground</option>
          </NativeSelect>
        </FormField>
        <FormField label="Certificate" required>
          <Checkbox />
        </FormField>
      </>,
    );
    expect(screen.getByRole("combobox", { name: "Carrier" })).toHaveAccessibleDescription("Choose a carrier.");
    expect(screen.getByRole("combobox", { name: "Carrier" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("checkbox", { name: "Certificate" })).toHaveAttribute("aria-required", "true");
  });

  it("gives two fields different ids", () => {
    render(
      <>
        <FormField label="City">
          <Input />
        </FormField>
        <FormField label="State">
          <Input />
        </FormField>
      </>,
    );
    expect(screen.getByRole("textbox", { name: "City" }).id).not.toBe(
      screen.getByRole("textbox", { name: "State" }).id,
    );
  });
});
