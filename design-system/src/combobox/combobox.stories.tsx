import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { Dialog, DialogHeader, DialogTitle, DialogTrigger } from "../dialog/dialog";
import { DialogContent } from "../dialog/dialog-content";
import { FormField } from "../form-field/form-field";
import { Input } from "../input/input";
import { Combobox, type ComboboxProps } from "./combobox";

type Customer = { CustomerId: string; Name: string };

const customers: Customer[] = [
  { CustomerId: "ACME", Name: "Acme Tooling" },
  { CustomerId: "BRKW", Name: "Brookwell Aerospace" },
  { CustomerId: "CASC", Name: "Cascade Hydraulics" },
  { CustomerId: "DELT", Name: "Delta Marine Fabrication" },
  { CustomerId: "PREC", Name: "Precision Pump Works" },
  { CustomerId: "PRES", Name: "Prestige Medical Devices" },
];

const manyCustomers: Customer[] = Array.from({ length: 30 }, (_, index) => ({
  CustomerId: `C${String(index + 1).padStart(3, "0")}`,
  Name: `Customer ${index + 1}`,
}));

const customerText = (customer: Customer) => `${customer.CustomerId} — ${customer.Name}`;

type StoryArgs = Omit<ComboboxProps<Customer>, "itemText" | "itemKey" | "options"> & {
  /** The records the fake look-up searches; undefined keeps the first answer loading. */
  records?: Customer[];
  /** The field's error message. */
  error?: string;
};

/** A combobox whose look-up filters a fixed list at once, as the app's pickers do over the API. */
function CustomerCombobox({ records, error, onSearchChange, ...props }: StoryArgs) {
  const [search, setSearch] = React.useState("");
  const needle = search.toLowerCase();
  const options = records?.filter((customer) => customerText(customer).toLowerCase().includes(needle));
  return (
    <FormField label="Customer" error={error} className="max-w-sm">
      <Combobox<Customer>
        {...props}
        options={options}
        itemText={customerText}
        itemKey={(customer) => customer.CustomerId}
        onSearchChange={(text) => {
          setSearch(text);
          onSearchChange(text);
        }}
      />
    </FormField>
  );
}

const meta = {
  title: "Primitives/Combobox",
  component: CustomerCombobox,
  args: {
    records: customers,
    listLabel: "Customers",
    placeholder: "Code or name…",
    onChange: fn(),
    onSearchChange: fn(),
    onOpenChange: fn(),
  },
  // The open list hangs below the box: leave it room in the screenshot.
  decorators: [(Story) => <div className="min-h-80">{Story()}</div>],
} satisfies Meta<typeof CustomerCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole("combobox", { name: "Customer" });
/** The page: the list is portalled to the body, outside the canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Nothing chosen yet, the list closed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute("aria-expanded", "false");
    await expect(box(canvasElement)).toHaveValue("");
  },
};

/** A customer already chosen: the box shows its text. */
export const Chosen: Story = { args: { defaultValue: customers[1] } };

/** A click opens the list with every option; the first is active. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const input = box(canvasElement);
    await userEvent.click(input);
    const listbox = await page(canvasElement).findByRole("listbox", { name: "Customers" });
    await expect(within(listbox).getAllByRole("option")).toHaveLength(customers.length);
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", within(listbox).getAllByRole("option")[0]!.id);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** Typing looks up; ↓ moves the active option, Enter takes it and closes the list. */
export const TypeAndPickWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = box(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard("pre");
    await expect(args.onSearchChange).toHaveBeenLastCalledWith("pre");
    const listbox = await page(canvasElement).findByRole("listbox", { name: "Customers" });
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(2));
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(listbox).getByRole("option", { name: "PRES — Prestige Medical Devices" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(customers[5]);
    await expect(input).toHaveValue("PRES — Prestige Medical Devices");
    await expect(input).toHaveAttribute("aria-expanded", "false");
  },
};

/** ↑ from the first option wraps to the last, and the list scrolls to show it. */
export const WrapsAndScrolls: Story = {
  args: { records: manyCustomers },
  play: async ({ canvasElement }) => {
    const input = box(canvasElement);
    input.focus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await page(canvasElement).findByRole("listbox", { name: "Customers" });
    await userEvent.keyboard("{ArrowUp}");
    const last = within(listbox).getByRole("option", { name: "C030 — Customer 30" });
    await expect(last).toHaveAttribute("aria-selected", "true");
    await waitFor(() =>
      expect(listbox.scrollTop + listbox.clientHeight).toBeGreaterThanOrEqual(last.offsetTop + last.offsetHeight),
    );
  },
};

/** A click on an option picks it. */
export const PickWithMouse: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(box(canvasElement));
    const listbox = await page(canvasElement).findByRole("listbox", { name: "Customers" });
    await userEvent.click(within(listbox).getByRole("option", { name: "CASC — Cascade Hydraulics" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(customers[2]);
    await expect(box(canvasElement)).toHaveValue("CASC — Cascade Hydraulics");
    await expect(box(canvasElement)).toHaveFocus();
  },
};

/** Editing the chosen text drops the choice: the caller hears null and the typing stays. */
export const EditingDropsTheChoice: Story = {
  args: { defaultValue: customers[0] },
  play: async ({ args, canvasElement }) => {
    const input = box(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard("{Backspace}");
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue("ACME — Acme Toolin");
  },
};

/** Escape closes the list and keeps the text. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const input = box(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard("brk");
    await page(canvasElement).findByRole("listbox", { name: "Customers" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page(canvasElement).queryByRole("listbox")).not.toBeInTheDocument());
    await expect(input).toHaveValue("brk");
    await expect(input).toHaveFocus();
  },
};

/** A "New PO" dialog around the fields given, opened by its button. */
function NewPoDialog({ children }: { children: React.ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>New PO</Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>New PO</DialogTitle>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** Clicks "New PO" and answers the page's body and the dialog it opened. */
async function openNewPoDialog(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole("button", { name: "New PO" }));
  return { body, dialog: await body.findByRole("dialog", { name: "New PO" }) };
}

/** Inside a dialog, the first Escape closes only the list; the second closes the dialog. */
export const EscapeInDialog: Story = {
  render: (args) => (
    <NewPoDialog>
      <CustomerCombobox {...args} />
    </NewPoDialog>
  ),
  play: async ({ canvasElement }) => {
    const { body, dialog } = await openNewPoDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Customer" }));
    await within(dialog).findByRole("listbox", { name: "Customers" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(dialog).queryByRole("listbox")).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/**
 * In a dialog whose box scrolls, the last field's list is drawn whole, over the box's edge:
 * it is portalled into the `<dialog>` (the top layer), outside the box that scrolls. It used to
 * hang inside the box and be clipped at its bottom edge, the box growing a scrollbar instead.
 */
export const InsideScrollingDialog: Story = {
  render: (args) => (
    <NewPoDialog>
      {["PO number", "PO date", "Ship via", "Buyer", "Buyer's phone", "Terms", "Ship to"].map((label) => (
        <FormField key={label} label={label}>
          <Input />
        </FormField>
      ))}
      <CustomerCombobox {...args} />
    </NewPoDialog>
  ),
  play: async ({ canvasElement }) => {
    const { dialog } = await openNewPoDialog(canvasElement);
    const dialogBox = dialog.querySelector<HTMLElement>('[data-slot="dialog-box"]')!;
    await expect(dialogBox.scrollHeight).toBeGreaterThan(dialogBox.clientHeight);
    dialogBox.scrollTop = dialogBox.scrollHeight;
    const input = within(dialog).getByRole("combobox", { name: "Customer" });
    await userEvent.click(input);
    const listbox = await within(dialog).findByRole("listbox", { name: "Customers" });
    await expect(dialogBox).not.toContainElement(listbox);
    // Every option is where the pointer would find it: drawn, not clipped, above the page.
    const options = within(listbox).getAllByRole("option");
    await expect(options).toHaveLength(customers.length);
    for (const option of options) {
      const { left, top, width, height } = option.getBoundingClientRect();
      await expect(canvasElement.ownerDocument.elementFromPoint(left + width / 2, top + height / 2)).toBe(option);
    }
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(options[2]).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", options[2]!.id);
    // Hold the list open for the screenshot; the pick is the next story's (PickWithMouse).
  },
};

/**
 * The last field of a short dialog: its list hangs past the box's bottom edge, over the dimmed
 * page (the box would have clipped it and scrolled). A popup portalled to the body would be under
 * the modal's top layer, and inert: this one is in the `<dialog>`, so it is seen and clicked.
 */
export const OverTheDialogsEdge: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  render: (args) => (
    <NewPoDialog>
      <FormField label="PO number">
        <Input />
      </FormField>
      <CustomerCombobox {...args} />
    </NewPoDialog>
  ),
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openNewPoDialog(canvasElement);
    const dialogBox = dialog.querySelector<HTMLElement>('[data-slot="dialog-box"]')!;
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Customer" }));
    const listbox = await within(dialog).findByRole("listbox", { name: "Customers" });
    const last = within(listbox).getByRole("option", { name: "PRES — Prestige Medical Devices" });
    const { left, top, width, height } = last.getBoundingClientRect();
    await expect(top).toBeGreaterThan(dialogBox.getBoundingClientRect().bottom);
    await expect(canvasElement.ownerDocument.elementFromPoint(left + width / 2, top + height / 2)).toBe(last);
    await expect(dialogBox.scrollHeight).toBe(dialogBox.clientHeight);
    // The page under a modal is inert: only a list inside the dialog takes the click.
    await userEvent.click(last);
    await expect(args.onChange).toHaveBeenLastCalledWith(customers[5]);
    await userEvent.keyboard("{ArrowDown}");
    await within(dialog).findByRole("listbox", { name: "Customers" });
  },
};

/** The first answer is on its way: "Searching…" and a spinner. */
export const Loading: Story = {
  args: { records: undefined, isLoading: true, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole("status")).toHaveTextContent("Searching…");
  },
};

/** The look-up found nothing. */
export const NoMatches: Story = {
  args: { emptyMessage: "No active customer matches" },
  play: async ({ canvasElement }) => {
    await userEvent.click(box(canvasElement));
    await userEvent.keyboard("zzz");
    await expect(await page(canvasElement).findByRole("status")).toHaveTextContent("No active customer matches");
    await expect(box(canvasElement)).not.toHaveAttribute("aria-activedescendant");
  },
};

/** The look-up failed: its message stands in for the options. */
export const LookUpFailed: Story = {
  args: { errorMessage: "Could not look customers up. Try again.", defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole("status")).toHaveTextContent(
      "Could not look customers up. Try again.",
    );
  },
};

/** The form refused what is there: the field's error describes the box. */
export const Invalid: Story = {
  args: { error: "Choose an active customer." },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute("aria-invalid", "true");
    await expect(box(canvasElement)).toHaveAccessibleDescription("Choose an active customer.");
  },
};

/** Disabled: it cannot be focused or opened. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: customers[0] },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toBeDisabled();
  },
};
