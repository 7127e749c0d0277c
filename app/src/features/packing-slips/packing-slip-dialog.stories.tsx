import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ApiError } from "../../api/client";
import { appScreenStory } from "../../storybook/app-story-frame";
import { pending } from "../../storybook/story-api";
import { samplePurchaseOrder } from "../purchase-orders/fixtures";
import { PackingSlipDialog } from "./packing-slip-dialog";
import { purchaseOrderDetailApi } from "../purchase-orders/story-api";

const meta = {
  title: "App/Purchase orders/Packing slip dialog",
  component: PackingSlipDialog,
  args: { purchaseOrder: samplePurchaseOrder, pslipNumber: 1, onOpenChange: fn() },
  ...appScreenStory({
    api: purchaseOrderDetailApi(samplePurchaseOrder),
    route: { path: "/po/4021", pattern: "/po/:poKey" },
  }),
} satisfies Meta<typeof PackingSlipDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal, outside the story's canvas. */
const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Edit packing slip 1" }));

/** The dialog once its form is in: it opens while the slip loads, and the form comes in a dialog box of its own. */
const formDialogOf = async (canvasElement: HTMLElement) =>
  within(
    (await within(canvasElement.ownerDocument.body).findByRole("form", { name: "Packing slip 1 details" })).closest(
      "dialog",
    )!,
  );

/** The slip's header to correct, the ship date focused; the lines it shipped are shown, not edited; nothing to save yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await formDialogOf(canvasElement);
    await expect(await dialog.findByLabelText(/^Ship date/)).toHaveValue("2024-04-10");
    await waitFor(() => expect(dialog.getByLabelText(/^Ship date/)).toHaveFocus());
    await expect(dialog.getByRole("textbox", { name: "Carrier" })).toHaveValue("UPS Ground");
    await expect(dialog.getByRole("textbox", { name: "Tracking number" })).toHaveValue("1Z999AA10123456784");
    await expect(dialog.getByRole("textbox", { name: "Boxes" })).toHaveValue("2");
    await expect(dialog.getByRole("textbox", { name: "Weight (lb)" })).toHaveValue("41.50");
    await expect(dialog.getByRole("region", { name: /Lines shipped/ })).toHaveTextContent(
      "Line 1 7731-204 rev C40 EA · WO 100001",
    );
    await expect(dialog.getByRole("button", { name: "Save changes" })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { api: [{ path: /^\/purchase-orders\/\d+\/packing-slips\/\d+$/, respond: pending }] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("status")).toHaveTextContent("Loading packing slip 1…");
  },
};

export const LoadFailed: Story = {
  parameters: {
    api: [
      {
        path: /^\/purchase-orders\/\d+\/packing-slips\/\d+$/,
        respond: () => {
          throw new ApiError(500, "internal", "The server had a problem. Try again in a moment.");
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole("alert")).toHaveTextContent("Could not load the packing slip");
    await expect(dialog.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** What the server would refuse is said beside each field, before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await formDialogOf(canvasElement);
    const boxes = await dialog.findByRole("textbox", { name: "Boxes" });
    await userEvent.clear(boxes);
    await userEvent.type(boxes, "0");
    await userEvent.clear(dialog.getByRole("textbox", { name: "Weight (lb)" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Weight (lb)" }), "41.505");
    await userEvent.type(
      dialog.getByRole("textbox", { name: "Carrier" }),
      " / freight collect account 4471-22 via the customer's own carrier",
    );
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await expect(await dialog.findByText("Enter a whole number of boxes, 1 or more.")).toBeVisible();
    await expect(dialog.getByText("At most 2 decimals.")).toBeVisible();
    await expect(dialog.getByText("At most 60 characters.")).toBeVisible();
    await expect(boxes).toHaveAttribute("aria-invalid", "true");
  },
};

/**
 * Someone else saved the slip meanwhile: their values beside mine, nothing in the form changed.
 * My carrier (only I changed it) is not listed; the tracking number we both changed is.
 */
export const Conflict: Story = {
  parameters: {
    api: purchaseOrderDetailApi(samplePurchaseOrder, {
      slipConflict: { TrackingNumber: "1Z999AA10123456799", Boxes: 3 },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await formDialogOf(canvasElement);
    const carrier = await dialog.findByRole("textbox", { name: "Carrier" });
    await userEvent.clear(carrier);
    await userEvent.type(carrier, "FedEx Ground");
    await userEvent.clear(dialog.getByRole("textbox", { name: "Tracking number" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Tracking number" }), "7712 3456 7890");
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    const panel = within(await dialog.findByRole("alert", { name: /Someone else saved this record/ }));
    await expect(panel.getByRole("row", { name: /Tracking number/ })).toHaveTextContent(
      "Both changed1Z999AA101234567997712 3456 7890",
    );
    await expect(panel.getByRole("row", { name: /Boxes/ })).toHaveTextContent("32");
    await expect(panel.queryByRole("row", { name: /Carrier/ })).not.toBeInTheDocument();
    await expect(carrier).toHaveValue("FedEx Ground");
    await expect(dialog.getByRole("textbox", { name: "Boxes" })).toHaveValue("2");
  },
};

/** "Apply their changes": their slip with my carrier on top; saving then goes through on their Version. */
export const ConflictApplyTheirs: Story = {
  parameters: {
    api: purchaseOrderDetailApi(samplePurchaseOrder, {
      slipConflict: { TrackingNumber: "1Z999AA10123456799", Boxes: 3 },
    }),
  },
  args: { onOpenChange: fn() },
  play: async ({ args, canvasElement }) => {
    const dialog = await formDialogOf(canvasElement);
    const carrier = await dialog.findByRole("textbox", { name: "Carrier" });
    await userEvent.clear(carrier);
    await userEvent.type(carrier, "FedEx Ground");
    await userEvent.type(dialog.getByRole("textbox", { name: "Tracking number" }), "0");
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await userEvent.click(await dialog.findByRole("button", { name: "Apply their changes" }));
    await expect(dialog.queryByRole("alert")).not.toBeInTheDocument();
    await expect(carrier).toHaveValue("FedEx Ground");
    await expect(dialog.getByRole("textbox", { name: "Tracking number" })).toHaveValue("1Z999AA10123456799");
    await expect(dialog.getByRole("textbox", { name: "Boxes" })).toHaveValue("3");
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await expect(await within(canvasElement.ownerDocument.body).findByText("Packing slip 1 saved")).toBeVisible();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
