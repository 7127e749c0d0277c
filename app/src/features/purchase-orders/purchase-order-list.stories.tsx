import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ApiError } from "../../api/client";
import { findToast, appScreenStory } from "../../storybook/app-story-frame";
import { fixClock } from "../../storybook/fixed-clock";
import { pending } from "../../storybook/story-api";
import { PurchaseOrderList } from "./purchase-order-list";
import { purchaseOrderListApi } from "./story-api";

const meta = {
  title: "App/Purchase orders/List",
  component: PurchaseOrderList,
  ...appScreenStory({ api: purchaseOrderListApi(), route: { path: "/po", pattern: "/po" } }),
  // "New PO" and "Ship" default to today.
  beforeEach: fixClock("2024-04-15T16:00:00Z"),
} satisfies Meta<typeof PurchaseOrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** POs of every status, newest first; a late one is flagged. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "4500012345" })).toHaveAttribute("href", "/po/4021");
    const late = canvas.getByRole("row", { name: /4500012399/ });
    await expect(within(late).getByText("Late")).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "PO date" })).toHaveAttribute("aria-sort", "descending");
  },
};

/** Filters come from the URL, so a filtered list can be bookmarked; the boxes show what it says. */
export const Filtered: Story = {
  parameters: { route: { path: "/po?status=Open&customer=ACME&late=true&from=2024-01-01", pattern: "/po" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "4500012399" });
    await expect(canvas.getAllByRole("row")).toHaveLength(2);
    await expect(canvas.getByRole("combobox", { name: "Status" })).toHaveDisplayValue("Open");
    await expect(canvas.getByRole("combobox", { name: "Customer" })).toHaveValue("ACME");
    await expect(canvas.getByRole("checkbox", { name: "Late only" })).toBeChecked();
    await expect(canvas.getByLabelText("PO date from")).toHaveValue("2024-01-01");
  },
};

/** Picking a customer in the filter bar narrows the list to that customer's POs. */
export const FilterByCustomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "4500012345" });
    const picker = canvas.getByRole("combobox", { name: "Customer" });
    await userEvent.type(picker, "north");
    await userEvent.click(await body(canvasElement).findByRole("option", { name: /NORTHWIND/ }));
    await waitFor(() => expect(canvas.queryByRole("link", { name: "4500012345" })).not.toBeInTheDocument());
    await expect(canvas.getByRole("link", { name: "NW-88120" })).toBeVisible();
  },
};

export const NoMatches: Story = {
  parameters: { route: { path: "/po?status=Cancelled&late=true", pattern: "/po" } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No purchase orders found")).toBeVisible();
    await expect(within(canvasElement).getByRole("button", { name: "Show all POs" })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { api: purchaseOrderListApi([]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("There are no purchase orders yet.")).toBeVisible();
  },
};

export const Loading: Story = { parameters: { api: [{ path: /.*/, respond: pending }] } };

export const LoadFailed: Story = {
  parameters: {
    api: [
      {
        path: /^\/purchase-orders$/,
        respond: () => {
          throw new ApiError(500, "internal", "The server had a problem. Try again in a moment.");
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Could not load purchase orders");
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("link", { name: "4500012345" });
  },
};

/**
 * "New PO" with the keyboard alone: the customer from the picker (↓, Enter), the PO number,
 * a line whose part comes from the customer's parts and whose price comes from the breaks.
 */
export const NewPOWithTheKeyboard: Story = {
  parameters: { route: { path: "/po?new=1", pattern: "/po" } },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole("dialog", { name: "New PO" }));
    const customer = dialog.getByRole("combobox", { name: "Customer" });
    await waitFor(() => expect(customer).toHaveFocus());
    await userEvent.keyboard("acme");
    await dialog.findByRole("option", { name: /Acme Aerospace/ });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(customer).toHaveValue("ACMEAERO — Acme Aerospace Components");
    await waitFor(() => expect(dialog.getByRole("textbox", { name: "Terms" })).toHaveValue("Net 45"));
    await expect(dialog.getByRole("textbox", { name: "Ship-to name" })).toHaveValue("Acme Aerospace Components");
    await userEvent.tab();
    await userEvent.keyboard("PO-2024-0042");
    await userEvent.click(dialog.getByRole("button", { name: "Add line" }));
    const line = within(dialog.getByRole("group", { name: "Line 1" }));
    await waitFor(() => expect(line.getByRole("combobox", { name: "Part" })).toHaveFocus());
    await userEvent.keyboard("7731-204");
    await dialog.findByRole("option", { name: /7731-204 rev C/ });
    await userEvent.keyboard("{Enter}");
    await userEvent.tab();
    await userEvent.keyboard("120");
    await waitFor(() => expect(line.getByRole("textbox", { name: "Unit price" })).toHaveValue("38.7500"));
    await expect(line.getByText("From the 100+ break.")).toBeVisible();
    await expect(dialog.getByText("$4,650.00", { selector: "[data-slot=line-amount] *" })).toBeVisible();
  },
};

/** Saving with nothing filled in: each message beside its field; a line without a part says so. */
export const NewPOErrors: Story = {
  parameters: { route: { path: "/po?new=1", pattern: "/po" } },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole("dialog", { name: "New PO" }));
    await userEvent.click(dialog.getByRole("button", { name: "Add line" }));
    await userEvent.click(dialog.getByRole("button", { name: "Create PO" }));
    await expect(await dialog.findByText("Choose a customer from the list.")).toBeVisible();
    await expect(dialog.getByText("PO number is required.")).toBeVisible();
    await expect(dialog.getByText("Choose one of the customer’s parts from the list.")).toBeVisible();
    await expect(dialog.getByText("Due date is required.")).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Customer" })).toHaveAttribute("aria-invalid", "true");
  },
};

/** The customer already has a PO with this number: the server's 409 lands on the PO number. */
export const NewPODuplicateNumber: Story = {
  parameters: { route: { path: "/po?new=1", pattern: "/po" } },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole("dialog", { name: "New PO" }));
    await userEvent.type(dialog.getByRole("combobox", { name: "Customer" }), "ACME");
    await dialog.findByRole("option", { name: /Acme Fluid Power/ });
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(dialog.getByRole("textbox", { name: "Terms" })).toHaveValue("Net 30"));
    await userEvent.type(dialog.getByRole("textbox", { name: "PO number" }), "4500012345");
    await userEvent.click(dialog.getByRole("button", { name: "Create PO" }));
    await expect(await dialog.findByText("ACME already has a PO with this number.")).toBeVisible();
    await expect(await findToast(canvasElement, "Not created")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "PO number" })).toHaveFocus();
  },
};

export const NewPOSmallScreen: Story = {
  parameters: { route: { path: "/po?new=1", pattern: "/po" } },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole("dialog", { name: "New PO" }));
    await userEvent.click(dialog.getByRole("button", { name: "Add line" }));
    await expect(dialog.getByRole("group", { name: "Line 1" })).toBeVisible();
  },
};
