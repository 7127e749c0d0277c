import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiClientProvider } from "../../api/api-context";
import { routeClient } from "../../api/client";
import { FormProvider } from "../../shared/forms/form";
import { useRulesForm } from "../../shared/forms/form-rules";
import { sampleWorkOrder } from "./fixtures";
import { OperationsEditor } from "./operations-editor";
import { toWorkOrderFormValues, workOrderRules } from "./work-order-schema";

function Editor() {
  const form = useRulesForm(workOrderRules, {
    defaultValues: toWorkOrderFormValues(sampleWorkOrder),
  });
  return (
    <FormProvider form={form}>
      <OperationsEditor />
    </FormProvider>
  );
}

function renderEditor() {
  const api = routeClient({ request: vi.fn(), upload: vi.fn(), uploadAndStream: vi.fn() });
  render(
    <ApiClientProvider client={api}>
      <Editor />
    </ApiClientProvider>,
  );
}

const expectedBack = (n: number) => screen.queryByLabelText(`Operation ${n} Expected back`);

describe("an operation's expected-back date", () => {
  it("is a date box, named per row, on outside processing only", () => {
    renderEditor();
    expect(expectedBack(3)).toHaveAttribute("type", "date");
    expect(expectedBack(3)).toHaveValue("2026-11-30");
    for (const n of [1, 2, 4]) expect(expectedBack(n)).toBeNull();
  });

  it("appears when a row goes outside and goes when it comes back in house", async () => {
    renderEditor();
    await userEvent.selectOptions(screen.getByLabelText("Operation 4 Where"), "Outside");
    await userEvent.type(expectedBack(4)!, "2026-12-02");
    expect(expectedBack(4)).toHaveValue("2026-12-02");

    await userEvent.selectOptions(screen.getByLabelText("Operation 3 Where"), "In house");
    expect(expectedBack(3)).toBeNull();
  });
});
