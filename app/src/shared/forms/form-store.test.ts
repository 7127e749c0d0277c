import { describe, expect, it, vi } from "vitest";
import { createFormStore, getPath, setPath, type Check } from "./form-store";

type Values = { Name: string; Lines: { Quantity: string }[] };
const start: Values = { Name: "Acme", Lines: [{ Quantity: "1" }, { Quantity: "2" }, { Quantity: "3" }] };

/** Name is required; a quantity must be digits. */
const check: Check<Values, Values> = async (values) => {
  const errors: Record<string, string> = {};
  if (!values.Name) errors.Name = "Name is required.";
  values.Lines.forEach((line, index) => {
    if (!/^\d+$/.test(line.Quantity)) errors[`Lines.${index}.Quantity`] = "Digits only.";
  });
  return Object.keys(errors).length > 0 ? { errors } : { values };
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("paths", () => {
  it("reads and writes a dotted path, copying only what lies on it", () => {
    expect(getPath(start, "Lines.1.Quantity")).toBe("2");
    expect(getPath(start, "Lines.9.Quantity")).toBeUndefined();
    const next = setPath(start, "Lines.1.Quantity", "5");
    expect(next.Lines[1]).toEqual({ Quantity: "5" });
    expect(next.Lines[0]).toBe(start.Lines[0]);
    expect(start.Lines[1]!.Quantity).toBe("2");
  });
});

describe("createFormStore", () => {
  it("is dirty while its values differ from where it started, whatever changed them", () => {
    const form = createFormStore({ defaultValues: start, check });
    form.change("Name", "Acme Corp");
    expect(form.getFormState().isDirty).toBe(true);
    form.setValue("Name", "Acme");
    expect(form.getFormState().isDirty).toBe(false);
  });

  it("checks nothing before the first save, then every message at once, then as the user types", async () => {
    const form = createFormStore({ defaultValues: start, check });
    form.change("Name", "");
    await settled();
    expect(form.getFormState().errors).toEqual({});
    const onValid = vi.fn();
    await form.handleSubmit(onValid)();
    expect(onValid).not.toHaveBeenCalled();
    expect(form.getFormState()).toMatchObject({
      isSubmitted: true,
      isSubmitting: false,
      errors: { Name: "Name is required." },
    });
    form.change("Name", "A");
    await settled();
    expect(form.getFormState().errors).toEqual({});
    await form.handleSubmit(onValid)();
    expect(onValid).toHaveBeenCalledWith({ ...start, Name: "A" });
  });

  it("with onTouched, checks a field once the user leaves it, and no other", async () => {
    const form = createFormStore({ defaultValues: { ...start, Name: "" }, mode: "onTouched", check });
    form.change("Lines.0.Quantity", "x");
    form.blur("Name");
    await settled();
    expect(form.getFormState().errors).toEqual({ Name: "Name is required." });
  });

  it("keeps a server's message until its own field changes; a rule's message elsewhere follows the rules", async () => {
    const form = createFormStore({ defaultValues: start, check });
    form.change("Lines.2.Quantity", "x");
    await form.handleSubmit(() => undefined)();
    form.setError("Name", "Name is taken.");
    expect(form.getFormState().errors).toEqual({ Name: "Name is taken.", "Lines.2.Quantity": "Digits only." });
    form.change("Lines.0.Quantity", "4");
    await settled();
    expect(form.getFormState().errors).toEqual({ Name: "Name is taken.", "Lines.2.Quantity": "Digits only." });
    form.change("Name", "Acme 2");
    form.change("Lines.2.Quantity", "3");
    await settled();
    expect(form.getFormState().errors).toEqual({});
  });

  it("moves the messages of later rows up when a row is removed", () => {
    const form = createFormStore({ defaultValues: start, check });
    form.setError("Lines.0.Quantity", "first");
    form.setError("Lines.1.Quantity", "second");
    form.setError("Lines.2.Quantity", "third");
    form.removeRow("Lines", 1);
    expect(form.getValues().Lines).toEqual([{ Quantity: "1" }, { Quantity: "3" }]);
    expect(form.getFormState().errors).toEqual({ "Lines.0.Quantity": "first", "Lines.1.Quantity": "third" });
  });

  it("starts again from new values, or keeps the user's edits when asked", () => {
    const form = createFormStore({ defaultValues: start, check });
    form.change("Name", "Mine");
    form.reset({ ...start, Name: "Theirs", Lines: [] }, { keepEdits: true });
    expect(form.getValues()).toEqual({ Name: "Mine", Lines: [] });
    form.reset();
    expect(form.getValues()).toEqual({ Name: "Theirs", Lines: [] });
    expect(form.getFormState().isDirty).toBe(false);
  });

  it("puts the focus on the first field with a message, in the page's order", async () => {
    const form = createFormStore({ defaultValues: { ...start, Name: "" }, check });
    const name = document.createElement("input");
    const quantity = document.createElement("input");
    document.body.append(name, quantity);
    form.attach("Lines.1.Quantity", quantity);
    form.attach("Name", name);
    form.change("Lines.1.Quantity", "x");
    await form.handleSubmit(() => undefined)();
    expect(document.activeElement).toBe(name);
    name.remove();
    quantity.remove();
  });
});

describe("focusUnder", () => {
  it("focuses the chosen field of a new row, or its first that can take the focus", () => {
    const form = createFormStore({ defaultValues: start, check });
    const [part, quantity] = [document.createElement("input"), document.createElement("input")];
    part.disabled = true;
    document.body.append(part, quantity);
    form.attach("Lines.2.PartNumber", part);
    form.attach("Lines.2.Quantity", quantity);
    form.focusUnder(["Lines.2.PartNumber", "Lines.2."]);
    expect(document.activeElement).toBe(quantity);
    part.disabled = false;
    form.focusUnder(["Lines.2.PartNumber", "Lines.2."]);
    expect(document.activeElement).toBe(part);
    part.remove();
    quantity.remove();
  });
});
