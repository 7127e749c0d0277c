import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { formRules } from "./form-rules";
import { useRecordForm } from "./use-record-form";

type Thing = { Name: string; Phone: string; Version: number };
const schema = z.object({ Name: z.string(), Phone: z.string() });
const rules = formRules(async () => schema);
const toValues = (thing: Thing) => ({ Name: thing.Name, Phone: thing.Phone });
const fields = ["Name", "Phone"] as const;

function renderRecordForm(first: Thing) {
  const save = vi.fn(async (values: { Name: string; Phone: string }, version: number) => ({
    ...values,
    Version: version + 1,
  }));
  const view = renderHook(
    ({ record }) =>
      useRecordForm({
        record,
        rules,
        toValues,
        save,
        readCurrent: () => undefined,
        fields,
        savedMessage: () => "Saved",
      }),
    { initialProps: { record: first } },
  );
  return { ...view, save };
}

const v1: Thing = { Name: "Acme", Phone: "555-0100", Version: 1 };

describe("someone else's save of the record on screen", () => {
  it("without edits here: the form takes it in place and highlights the fields that changed", () => {
    const { result, rerender } = renderRecordForm(v1);
    rerender({ record: { ...v1, Phone: "555-0199", Version: 2 } });
    expect(result.current.form.getValues()).toEqual({ Name: "Acme", Phone: "555-0199" });
    expect([...result.current.changedFields]).toEqual(["Phone"]);
    expect(result.current.incoming).toBeNull();
  });

  it("under edits, a change to nothing this form shows (a status): taken quietly, the save goes with their Version", async () => {
    const { result, rerender, save } = renderRecordForm(v1);
    act(() => result.current.form.change("Name", "ACME Inc."));
    rerender({ record: { ...v1, Version: 2 } });
    expect(result.current.incoming).toBeNull();
    expect(result.current.form.getValues()).toEqual({ Name: "ACME Inc.", Phone: "555-0100" });
    await act(() => result.current.onSubmit());
    expect(save).toHaveBeenCalledWith({ Name: "ACME Inc.", Phone: "555-0100" }, 2);
  });

  it("under edits, a change to what it shows: never overwritten; the bar, then Review and a merge that saves", async () => {
    const { result, rerender, save } = renderRecordForm(v1);
    act(() => result.current.form.change("Name", "ACME Inc."));
    act(() => result.current.form.change("Phone", "555-0142"));
    rerender({ record: { ...v1, Name: "Acme LLC", Version: 2 } });
    expect(result.current.form.getValues()).toEqual({ Name: "ACME Inc.", Phone: "555-0142" });
    expect(result.current.incoming?.fields).toEqual(["Name"]);

    act(() => result.current.reviewIncoming());
    expect(result.current.incoming).toBeNull();
    expect(result.current.conflict).toMatchObject({
      isBeforeSave: true,
      changes: [{ field: "Name", theirs: "Acme LLC" }],
    });

    act(() => result.current.applyTheirChanges());
    expect(result.current.conflict).toBeNull();
    expect(result.current.form.getValues()).toEqual({ Name: "Acme LLC", Phone: "555-0142" });
    await act(() => result.current.onSubmit());
    expect(save).toHaveBeenCalledWith({ Name: "Acme LLC", Phone: "555-0142" }, 2);
  });
});
