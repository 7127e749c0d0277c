import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Card } from "../card/card";
import { FormActions, type FormActionsProps } from "./form-actions";

type StoryArgs = FormActionsProps & {
  /** The form around the bar was submitted (its Save). */
  onSubmit: () => void;
};

/** The bar at the foot of an edit form's card, as the record screens show it. */
function FormActionsInForm({ onSubmit, ...props }: StoryArgs) {
  return (
    <Card className="max-w-xl pb-0">
      <form
        aria-label="Customer"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <p className="px-5 pb-5 text-sm">NORTHWIND — Northwind Medical Devices</p>
        <FormActions {...props} />
      </form>
    </Card>
  );
}

const meta = {
  title: "Primitives/FormActions",
  component: FormActionsInForm,
  args: { isDirty: false, isSaving: false, onDiscard: fn(), onSubmit: fn() },
} satisfies Meta<typeof FormActionsInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttons = (canvasElement: HTMLElement) => ({
  discard: within(canvasElement).getByRole("button", { name: "Discard" }),
  save: within(canvasElement).getByRole("button", { name: "Save changes" }),
});

/** Nothing to save: both buttons wait, the bar says so. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement).save).toBeDisabled();
    await expect(buttons(canvasElement).discard).toBeDisabled();
    await expect(within(canvasElement).getByText("All changes saved.")).toBeInTheDocument();
  },
};

/** Edits not saved yet: the bar stays in view; Discard puts the saved values back, Save submits the form. */
export const Dirty: Story = {
  args: { isDirty: true },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText("You have unsaved changes.")).toBeInTheDocument();
    await userEvent.click(buttons(canvasElement).discard);
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    await userEvent.click(buttons(canvasElement).save);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A save is running: Save shows a spinner, Discard waits for it. */
export const Saving: Story = {
  args: { isDirty: true, isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement).discard).toBeDisabled();
    await expect(buttons(canvasElement).save).toHaveAttribute("aria-busy", "true");
  },
};

/** The submit button in the form's own words. */
export const SaveLabel: Story = {
  args: { isDirty: true, saveLabel: "Save PO" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Save PO" })).toBeEnabled();
  },
};

/** On a phone the status is for screen readers only; the buttons keep their room. */
export const SmallScreen: Story = {
  args: { isDirty: true },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
