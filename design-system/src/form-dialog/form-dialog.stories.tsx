import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { FormField } from "../form-field/form-field";
import { Input } from "../input/input";
import { Spinner } from "../spinner/spinner";
import { Textarea } from "../textarea/textarea";
import { FormDialog } from "./form-dialog";

const meta = {
  title: "Primitives/FormDialog",
  component: FormDialog,
  args: {
    trigger: <Button>New customer</Button>,
    title: "New customer",
    description: "A customer can be given POs once it is saved. Its code cannot change later.",
    submitLabel: "Create customer",
    onSubmit: fn(),
    onOpenChange: fn(),
    children: (
      <>
        <FormField label="Customer code" required hint="Up to 10 letters or digits, e.g. ACME.">
          <Input name="CustomerId" />
        </FormField>
        <FormField label="Name" required>
          <Input name="Name" />
        </FormField>
      </>
    ),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function open(canvasElement: HTMLElement, trigger = "New customer", name = "New customer") {
  await userEvent.click(within(canvasElement).getByRole("button", { name: trigger }));
  return body(canvasElement).findByRole("dialog", { name });
}

/** The trigger opens it; Enter in a field submits. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      "A customer can be given POs once it is saved. Its code cannot change later.",
    );
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Customer code" }), "ACME{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // It stays open: the caller closes it once the save succeeded.
    await expect(dialog).toBeInTheDocument();
  },
};

/** Cancel closes without submitting. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A save is running: the submit button shows it and cannot be pressed again. */
export const Submitting: Story = {
  args: { defaultOpen: true, isSubmitting: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole("dialog", { name: "New customer" });
    const submit = within(dialog).getByRole("button", { name: "Create customer" });
    await expect(submit).toHaveAttribute("aria-busy", "true");
    await expect(submit).toHaveAttribute("aria-disabled", "true");
  },
};

/** Nothing edited yet: the submit button waits for a change. */
export const NothingToSave: Story = {
  args: {
    defaultOpen: true,
    canSubmit: false,
    title: "Edit packing slip 2",
    submitLabel: "Save changes",
    description: undefined,
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Edit packing slip 2" });
    await expect(within(dialog).getByRole("button", { name: "Save changes" })).toBeDisabled();
  },
};

/** The server refused the save for no field on screen: its message sits above the buttons. */
export const FormMessage: Story = {
  args: {
    defaultOpen: true,
    formMessage: (
      <p role="alert" className="text-sm text-destructive">
        Customer ACME already exists.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole("alert")).toHaveTextContent("Customer ACME already exists.");
  },
};

/** While the record loads, a fallback stands in for the form. */
export const Loading: Story = {
  args: {
    defaultOpen: true,
    title: "Edit packing slip 2",
    description: "PO 4500012345. Correct how it went out; the lines it shipped stay as they are.",
    onSubmit: undefined,
    fallback: (
      <div className="flex justify-center py-10" aria-busy="true">
        <Spinner label="Loading packing slip 2…" />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Edit packing slip 2" });
    await expect(within(dialog).queryByRole("form")).not.toBeInTheDocument();
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Loading packing slip 2…");
  },
};

/** A form with more fields takes a wider dialog and looser spacing. */
export const Wide: Story = {
  args: {
    defaultOpen: true,
    width: "2xl",
    spacing: "relaxed",
    title: "Add line",
    description: "PO 4500012345 for Acme Tooling.",
    submitLabel: "Add line",
    children: (
      <>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Part" required className="sm:col-span-2">
            <Input name="PartNumber" defaultValue="BRK-100" />
          </FormField>
          <FormField label="Revision">
            <Input name="Revision" defaultValue="B" />
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Quantity" required>
            <Input name="Quantity" inputMode="numeric" defaultValue="250" />
          </FormField>
          <FormField label="Unit price">
            <Input name="UnitPrice" inputMode="decimal" defaultValue="4.85" />
          </FormField>
          <FormField label="Due date">
            <Input name="DueDate" type="date" defaultValue="2026-12-18" />
          </FormField>
        </div>
        <FormField label="Notes">
          <Textarea name="Notes" rows={3} />
        </FormField>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Add line" });
    await expect(dialog).toHaveAttribute("data-width", "2xl");
  },
};

/** On a phone the dialog fills the width and the buttons stack. */
export const SmallScreen: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole("dialog", { name: "New customer" })).toBeVisible();
  },
};

/** Typed text and Escape: it asks before discarding, Keep editing first. */
export const AsksBeforeDiscarding: Story = {
  args: { isDirty: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Customer code" }), "ACME");
    await userEvent.keyboard("{Escape}");
    const question = await body(canvasElement).findByRole("alertdialog", { name: "Discard what you typed?" });
    await expect(question).toHaveAccessibleDescription("Nothing has been saved yet.");
    await expect(within(question).getByRole("button", { name: "Keep editing" })).toHaveFocus();
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** Keep editing: back in the form, the text and the focus where they were. */
export const KeepEditing: Story = {
  args: { isDirty: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    const code = within(dialog).getByRole("textbox", { name: "Customer code" });
    await userEvent.type(code, "ACME");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const question = await body(canvasElement).findByRole("alertdialog", { name: "Discard what you typed?" });
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(question).not.toBeInTheDocument());
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await expect(code).toHaveValue("ACME");
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** Discard: the question and the form close, and the focus is back on the trigger. */
export const Discard: Story = {
  args: { isDirty: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Customer code" }), "ACME");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    const question = await body(canvasElement).findByRole("alertdialog", { name: "Discard what you typed?" });
    await userEvent.click(within(question).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(question).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(within(canvasElement).getByRole("button", { name: "New customer" })).toHaveFocus();
  },
};
