import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ApiError } from "../../api/client";
import { findToast, appScreenStory } from "../../storybook/app-story-frame";
import { pending } from "../../storybook/story-api";
import {
  expiredSupplierWorkOrder,
  longRoutingWorkOrder,
  newWorkOrder,
  sampleWorkOrder,
  stockWorkOrder,
} from "./fixtures";
import { workOrderDetailApi } from "./story-api";
import { WorkOrderDetail } from "./work-order-detail";

const meta = {
  title: "App/Work orders/Detail",
  component: WorkOrderDetail,
  args: { woNumber: sampleWorkOrder.WONumber },
  ...appScreenStory({ api: workOrderDetailApi(sampleWorkOrder), route: { path: "/wo/100001" } }),
} satisfies Meta<typeof WorkOrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, once the WO and its history have loaded (so the screenshot never catches the history half-drawn). */
async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const details = await canvas.findByRole("form", { name: "Work order details" });
  await canvas.findByText("Created by Dana Reyes");
  return details;
}
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A WO under way: part and PO line, status moves, quantities, four operations (one outside), history. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement);
    await expect(within(details).getAllByRole("listitem")).toHaveLength(4);
    await expect(within(canvasElement).getByRole("link", { name: "PO 4500012345, line 2" })).toHaveAttribute(
      "href",
      "/po/1",
    );
    await expect(within(canvasElement).getByRole("link", { name: "Print traveler" })).toHaveAttribute(
      "href",
      "/print-wos?wo=100001",
    );
    const moves = within(canvasElement).getByRole("group", { name: "Change status" });
    await expect(
      within(moves)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Mark complete", "Put on hold", "Cancel WO"]);
    await expect(within(canvasElement).getByText("Changed by Sam Patel")).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: { api: [{ path: /.*/, respond: pending }] } };

export const NotFound: Story = {
  args: { woNumber: "999999" },
  parameters: {
    api: [
      {
        path: /^\/work-orders\/\d+$/,
        respond: () => {
          throw new ApiError(404, "not_found", "No such work order.");
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("There is no work order 999999");
  },
};

export const LoadFailed: Story = {
  parameters: {
    api: [
      {
        path: /^\/work-orders\/\d+$/,
        respond: () => {
          throw new ApiError(500, "internal", "The server had a problem. Try again in a moment.");
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** A new WO has no routing yet: "Add operation" suggests 10, then 20. */
export const NoOperations: Story = {
  args: { woNumber: newWorkOrder.WONumber },
  parameters: { api: workOrderDetailApi(newWorkOrder) },
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement);
    await expect(within(details).getByText(/No operations yet/)).toBeVisible();
    await userEvent.click(within(details).getByRole("button", { name: "Add operation" }));
    await userEvent.click(within(details).getByRole("button", { name: "Add operation" }));
    await expect(within(details).getByRole("textbox", { name: "Operation 1 Seq" })).toHaveValue("10");
    await expect(within(details).getByRole("textbox", { name: "Operation 2 Seq" })).toHaveValue("20");
    await expect(within(details).getByRole("textbox", { name: "Operation 2 Description" })).toHaveFocus();
  },
};

/** Fourteen operations, three done (with when), one in progress; the WO is late. */
export const ManyOperations: Story = {
  args: { woNumber: longRoutingWorkOrder.WONumber },
  parameters: { api: workOrderDetailApi(longRoutingWorkOrder) },
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement);
    await expect(within(details).getAllByRole("listitem")).toHaveLength(14);
    await expect(within(canvasElement).getAllByText("Late").length).toBeGreaterThan(0);
  },
};

/** Outside processing at a supplier whose approval has expired: flagged on the row. */
export const ExpiredSupplier: Story = {
  args: { woNumber: expiredSupplierWorkOrder.WONumber },
  parameters: { api: workOrderDetailApi(expiredSupplierWorkOrder) },
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement);
    await expect(within(details).getByRole("combobox", { name: "Operation 3 Outside supplier" })).toHaveValue(
      "Pacific Heat Treat",
    );
    await expect(
      within(details).getByText("Approval expired: check with quality before sending parts out."),
    ).toBeVisible();
  },
};

/** Adding an outside operation: the supplier picker flags the expired one before and after the pick; saving sends it. */
export const PickOutsideSupplier: Story = {
  args: { woNumber: newWorkOrder.WONumber },
  parameters: { api: workOrderDetailApi(newWorkOrder) },
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement);
    await userEvent.click(within(details).getByRole("button", { name: "Add operation" }));
    await userEvent.type(
      within(details).getByRole("textbox", { name: "Operation 1 Description" }),
      "Heat treat to 28–32 HRC",
    );
    await userEvent.selectOptions(within(details).getByRole("combobox", { name: "Operation 1 Where" }), "Outside");
    const supplier = within(details).getByRole("combobox", { name: "Operation 1 Outside supplier" });
    await userEvent.type(supplier, "heat");
    const list = await body(canvasElement).findByRole("listbox", { name: "Suppliers" });
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(2));
    const expired = within(list).getByRole("option", { name: /Pacific Heat Treat/ });
    // Flagged twice: the approval has lapsed, and so has its latest certificate file.
    await expect(within(expired).getByTitle("The approval certificate has expired")).toBeVisible();
    await expect(within(expired).getByTitle("This certificate has expired")).toBeVisible();
    await expect(expired).toHaveTextContent("heat-treat-cert-2025.pdf");
    await userEvent.click(expired);
    await expect(supplier).toHaveValue("Pacific Heat Treat");
    await expect(
      within(details).getByText("Approval expired: check with quality before sending parts out."),
    ).toBeVisible();
    await userEvent.click(within(details).getByRole("button", { name: "Save changes" }));
    await expect(await within(details).findByText("All changes saved.")).toBeInTheDocument();
  },
};

/** Save refused: a repeated sequence and an operation with nowhere to be done, each message on its row. */
export const InvalidOperations: Story = {
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement);
    const sequence = within(details).getByRole("textbox", { name: "Operation 3 Seq" });
    await userEvent.clear(sequence);
    await userEvent.type(sequence, "20");
    await userEvent.clear(within(details).getByRole("textbox", { name: "Operation 4 Work centre" }));
    await userEvent.click(within(details).getByRole("button", { name: "Save changes" }));
    await expect(await within(details).findByText("Sequence 20 is already used.")).toBeVisible();
    await expect(within(details).getByText("Enter the work centre, or choose Outside.")).toBeVisible();
    await expect(within(details).getByRole("textbox", { name: "Operation 3 Seq" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

/** Someone else saved first: their changes beside mine, my typing kept; the status waits while there are edits. */
export const Conflict: Story = {
  parameters: {
    api: workOrderDetailApi(sampleWorkOrder, {
      conflict: {
        ...sampleWorkOrder,
        Version: 5,
        QuantityComplete: 60,
        Operations: sampleWorkOrder.Operations.map((operation) =>
          operation.Sequence === 20 ? { ...operation, Status: "Done", DoneAt: "2026-11-20T21:15:00Z" } : operation,
        ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement);
    await userEvent.type(within(details).getByRole("textbox", { name: "Notes" }), " Deburr by hand.");
    await expect(
      within(canvasElement).getByText("Save or discard your changes first, then change the status."),
    ).toBeVisible();
    await userEvent.click(within(details).getByRole("button", { name: "Save changes" }));
    const panel = await within(details).findByRole("alert", {
      name: "Someone else saved this record while you were editing it",
    });
    await expect(await findToast(canvasElement, "Not saved: someone else changed this record")).toBeVisible();
    await expect(within(panel).getByRole("rowheader", { name: "Quantity complete" })).toBeVisible();
    await expect(within(panel).getByRole("rowheader", { name: "Operations" })).toBeVisible();
    await expect(within(details).getByRole("textbox", { name: "Notes" })).toHaveValue(
      "First article report with the shipment. Deburr by hand.",
    );
  },
};

/** Closing asks first. */
export const ConfirmClose: Story = {
  args: { woNumber: "100002" },
  parameters: {
    api: workOrderDetailApi({ ...sampleWorkOrder, WONumber: "100002", Status: "Complete", QuantityComplete: 118 }),
  },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Close" }));
    const dialog = await body(canvasElement).findByRole("alertdialog", { name: "Close WO 100002?" });
    await expect(within(dialog).getByRole("button", { name: "Keep it" })).toHaveFocus();
  },
};

/** A stock WO: no customer, no PO. */
export const StockWorkOrder: Story = {
  args: { woNumber: stockWorkOrder.WONumber },
  parameters: { api: workOrderDetailApi(stockWorkOrder) },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await expect(within(canvasElement).getByText("None: made for stock")).toBeVisible();
  },
};

export const SmallScreen: Story = {
  args: { woNumber: expiredSupplierWorkOrder.WONumber },
  parameters: { api: workOrderDetailApi(expiredSupplierWorkOrder) },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
  },
};

/** Releasing an open WO: one click, a toast, and the next moves. */
export const Release: Story = {
  args: { woNumber: newWorkOrder.WONumber },
  parameters: { api: workOrderDetailApi(newWorkOrder) },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Release" }));
    const toasts = body(canvasElement).getByRole("region", { name: /Notifications/ });
    await waitFor(() => expect(toasts).toHaveTextContent("WO 100417 is now Released"));
    // The screen draws the released WO a moment after the answer (RecordScreen defers it).
    await expect(await within(canvasElement).findByRole("button", { name: "Start work" })).toBeVisible();
  },
};
