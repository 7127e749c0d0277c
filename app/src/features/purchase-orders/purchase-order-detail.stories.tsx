import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { ChangeEvent } from "@shopdesk/contract";
import { ApiError } from "../../api/client";
import { createLiveHub, type LiveHub } from "../../api/live/live-hub";
import { findToast, appScreenStory } from "../../storybook/app-story-frame";
import { fixClock } from "../../storybook/fixed-clock";
import { pending } from "../../storybook/story-api";
import { expectNoSidewaysScroll } from "../../storybook/master-data-api";
import { bigPurchaseOrder, emptyPurchaseOrder, latePurchaseOrder, samplePurchaseOrder } from "./fixtures";
import { PurchaseOrderDetail } from "./purchase-order-detail";
import { purchaseOrderDetailApi } from "./story-api";

const meta = {
  title: "App/Purchase orders/Detail",
  component: PurchaseOrderDetail,
  args: { poKey: String(samplePurchaseOrder.POKey) },
  ...appScreenStory({
    api: purchaseOrderDetailApi(samplePurchaseOrder),
    route: { path: "/po/4021", pattern: "/po/:poKey" },
  }),
  // "New PO" and "Ship" default to today.
  beforeEach: fixClock("2024-04-15T16:00:00Z"),
} satisfies Meta<typeof PurchaseOrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The screen once the PO and its history have loaded (so the screenshot never catches them half-drawn). */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole("table", { name: "Lines" });
  await canvas.findAllByText("Created by Dana Reyes");
  return canvas;
}

/** Partially shipped: three lines (one with a WO), one packing slip with its three prints, the history by part of the PO. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "PO 4500012345" })).toBeVisible();
    await expect(canvas.getByText("Partially Shipped", { selector: "[data-slot=badge]" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "100001" })).toHaveAttribute("href", "/wo/100001");
    const prints = canvas.getAllByRole("link", { name: /^Print packing slip 1:/ });
    await expect(prints.map((link) => link.getAttribute("href"))).toEqual([
      "/print-packing-slip/4021/1/slip",
      "/print-packing-slip/4021/1/priced",
      "/print-packing-slip/4021/1/cert",
    ]);
    await expect(prints[0]).toHaveAttribute("target", "_blank");
    await expect(canvas.getByText("$7,655.25", { selector: "[data-slot=po-amount]" })).toBeVisible();
    await expect(canvas.getByText("Line 1", { selector: "[data-slot=history-label]" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Close PO" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Cancel PO" })).not.toBeInTheDocument();
  },
};

/** A line past its due date with something open: flagged on the line and on the PO; Cancel is offered (nothing shipped, no WO). */
export const Late: Story = {
  args: { poKey: String(latePurchaseOrder.POKey) },
  parameters: { api: purchaseOrderDetailApi(latePurchaseOrder), route: { path: "/po/4022", pattern: "/po/:poKey" } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    // The line's due date also rides, hidden at this width, under its part (for phones).
    await expect(canvas.getAllByText("Late").filter((badge) => badge.checkVisibility())).toHaveLength(2);
    await expect(canvas.getByRole("button", { name: "Cancel PO" })).toBeVisible();
  },
};

/** A new PO without lines: the empty states say what to do next; nothing to ship. */
export const NoLines: Story = {
  args: { poKey: String(emptyPurchaseOrder.POKey) },
  parameters: { api: purchaseOrderDetailApi(emptyPurchaseOrder), route: { path: "/po/4023", pattern: "/po/:poKey" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No lines yet")).toBeVisible();
    await expect(canvas.getByText("Nothing shipped yet")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Ship" })).not.toBeInTheDocument();
  },
};

/** 24 lines, six slips and a long customer name; at 1280 px every column shows and nothing scrolls sideways. */
export const ManyLines: Story = {
  args: { poKey: String(bigPurchaseOrder.POKey) },
  parameters: { api: purchaseOrderDetailApi(bigPurchaseOrder), route: { path: "/po/4024", pattern: "/po/:poKey" } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(within(canvas.getByRole("table", { name: "Lines" })).getAllByRole("row")).toHaveLength(26);
    await expect(within(canvas.getByRole("table", { name: "Lines" })).getAllByRole("columnheader")).toHaveLength(10);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Closed: Story = {
  parameters: { api: purchaseOrderDetailApi({ ...samplePurchaseOrder, Status: "Closed" }) },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole("button", { name: "Reopen" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Ship" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Add line" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /Make WO/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: { api: [{ path: /.*/, respond: pending }] } };

export const NotFound: Story = {
  args: { poKey: "999999" },
  parameters: {
    api: [
      {
        path: /^\/purchase-orders\/\d+$/,
        respond: () => {
          throw new ApiError(404, "not_found", "There is no PO 999999.");
        },
      },
    ],
    route: { path: "/po/999999", pattern: "/po/:poKey" },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("No such purchase order");
  },
};

export const LoadFailed: Story = {
  parameters: {
    api: [
      {
        path: /^\/purchase-orders\/\d+$/,
        respond: () => {
          throw new ApiError(500, "internal", "The server had a problem. Try again in a moment.");
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Could not load this PO");
  },
};

/** Close asks first; confirming closes the PO and the actions follow its new status. */
export const ClosePO: Story = {
  // Its own fake server: the stories' shared one must not keep this story's changes.
  parameters: { api: purchaseOrderDetailApi(samplePurchaseOrder) },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Close PO" }));
    const ask = within(await body(canvasElement).findByRole("alertdialog", { name: "Close PO 4500012345?" }));
    await userEvent.click(ask.getByRole("button", { name: "Close PO" }));
    await expect(await canvas.findByRole("button", { name: "Reopen" })).toBeVisible();
    await expect(await body(canvasElement).findByText("PO 4500012345 closed")).toBeVisible();
  },
};

/** Someone else saved the header meanwhile: their values beside mine, my edits kept. */
export const Conflict: Story = {
  parameters: {
    api: purchaseOrderDetailApi(samplePurchaseOrder, {
      conflict: { ...samplePurchaseOrder, Terms: "Net 45", ShipToAddress1: "Receiving, Dock 7", Version: 8 },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const form = within(canvas.getByRole("form", { name: "PO details" }));
    await userEvent.clear(form.getByRole("textbox", { name: "Terms" }));
    await userEvent.type(form.getByRole("textbox", { name: "Terms" }), "Net 10");
    await userEvent.click(form.getByRole("button", { name: "Save changes" }));
    const panel = within(await canvas.findByRole("alert", { name: /Someone else saved this record/ }));
    await expect(panel.getByRole("row", { name: /Terms/ })).toHaveTextContent("Net 45");
    await expect(panel.getByRole("row", { name: /Terms/ })).toHaveTextContent("Both changed");
    await expect(panel.getByRole("row", { name: /Ship-to address line 1/ })).toHaveTextContent("Receiving, Dock 7");
    await expect(form.getByRole("textbox", { name: "Terms" })).toHaveValue("Net 10");
  },
};

/** "Add line": the part from the customer's parts, its price from the breaks for the quantity, the Amount live. */
export const AddLine: Story = {
  // Its own fake server: the stories' shared one must not keep this story's changes.
  parameters: { api: purchaseOrderDetailApi(samplePurchaseOrder) },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add line" }));
    const dialog = within(await body(canvasElement).findByRole("dialog", { name: "Add line" }));
    await userEvent.type(dialog.getByRole("combobox", { name: "Part" }), "plug");
    await userEvent.click(await dialog.findByRole("option", { name: /7731-210 rev B/ }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Quantity" }), "300");
    await waitFor(() => expect(dialog.getByRole("textbox", { name: "Unit price" })).toHaveValue("4.1250"));
    await expect(dialog.getByText("$1,237.50")).toBeVisible();
  },
};

/** A typed price stays when the quantity changes, and the break's price is one click away. */
export const AddLineTypedPrice: Story = {
  // Its own fake server: the stories' shared one must not keep this story's changes.
  parameters: { api: purchaseOrderDetailApi(samplePurchaseOrder) },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add line" }));
    const dialog = within(await body(canvasElement).findByRole("dialog", { name: "Add line" }));
    await userEvent.type(dialog.getByRole("combobox", { name: "Part" }), "7731-204");
    await userEvent.click(await dialog.findByRole("option", { name: /7731-204 rev C/ }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Quantity" }), "10");
    await waitFor(() => expect(dialog.getByRole("textbox", { name: "Unit price" })).toHaveValue("64.2000"));
    await userEvent.clear(dialog.getByRole("textbox", { name: "Unit price" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Unit price" }), "60");
    await userEvent.type(dialog.getByRole("textbox", { name: "Quantity" }), "0");
    await expect(dialog.getByRole("textbox", { name: "Unit price" })).toHaveValue("60");
    await expect(await dialog.findByRole("button", { name: "Use it" })).toBeVisible();
    await expect(dialog.getByText("$6,000.00")).toBeVisible();
  },
};

/** "Make WO" on a line: a toast leads to the new WO, and the line lists it. */
export const MakeWorkOrder: Story = {
  // Its own fake server: the stories' shared one must not keep this story's changes.
  parameters: { api: purchaseOrderDetailApi(samplePurchaseOrder) },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Make WO for line 2" }));
    const toastLink = await body(canvasElement).findByRole("link", { name: "Open WO 100123" });
    await expect(toastLink).toHaveAttribute("href", "/wo/100123");
    await expect(await canvas.findByRole("link", { name: "100123" })).toBeVisible();
  },
};

/**
 * "Make WOs" from the palette's "This screen": a WO for each open line without one (lines 2 and
 * 3; line 1 has WO 100001), then one toast that counts them and leads to their travelers; the
 * palette offers it no more.
 */
export const MakeWorkOrdersFromPalette: Story = {
  // Its own fake server: the stories' shared one must not keep this story's changes.
  parameters: { api: purchaseOrderDetailApi(samplePurchaseOrder), hasPalette: true },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const page = body(canvasElement);
    await userEvent.keyboard("{Control>}k{/Control}");
    const thisScreen = within(await page.findByRole("group", { name: "This screen" }));
    await expect(thisScreen.getByRole("option", { name: /Make WOs/ })).toHaveTextContent("Lines 2, 3");
    await userEvent.keyboard("make wo");
    await expect(page.getByRole("option", { name: /Make WOs/ })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    const toast = await findToast(canvasElement, "2 WOs made for PO 4500012345");
    await expect(toast).toHaveTextContent("WO 100123 for line 2, WO 100124 for line 3.");
    const travelers = within(toast).getByRole("link", { name: "Print their 2 travelers" });
    await expect(travelers).toHaveAttribute("href", "/print-wos?wo=100123&wo=100124");
    await expect(travelers).toHaveAttribute("target", "_blank");
    await expect(await canvas.findByRole("link", { name: "100124" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "100123" })).toBeVisible();
    // Every open line has its WO now: the palette (↓ in the box opens it again) no longer offers it.
    // (Not Escape and Ctrl+K: Escape also closes the toast.)
    await userEvent.keyboard("{ArrowDown}");
    const commands = within(await page.findByRole("group", { name: "This screen" }));
    await expect(commands.getByRole("option", { name: /Ship/ })).toBeVisible();
    await expect(commands.queryByRole("option", { name: /Make WOs/ })).not.toBeInTheDocument();
    await expect(toast).toBeVisible();
  },
};

/** "Ship": every open line ticked at its open quantity; more than is open is refused beside the field. */
export const Ship: Story = {
  // Its own fake server: the stories' shared one must not keep this story's changes.
  parameters: { api: purchaseOrderDetailApi(samplePurchaseOrder) },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Ship" }));
    const dialog = within(await body(canvasElement).findByRole("dialog", { name: "Ship PO 4500012345" }));
    const quantity = dialog.getByRole("textbox", { name: "Quantity of line 1 to ship" });
    await expect(quantity).toHaveValue("80");
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "81");
    await userEvent.click(dialog.getByRole("button", { name: "Create packing slip" }));
    await expect(await dialog.findByText("At most 80: that is what is still open.")).toBeVisible();
    await expect(quantity).toHaveAttribute("aria-invalid", "true");
  },
};

/** Someone shipped the same line a moment earlier: the server's 409 lands beside that line's quantity. */
export const ShipConflict: Story = {
  parameters: { api: purchaseOrderDetailApi(samplePurchaseOrder, { shipConflictOpen: 30 }) },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Ship" }));
    const dialog = within(await body(canvasElement).findByRole("dialog", { name: "Ship PO 4500012345" }));
    await userEvent.click(dialog.getByRole("checkbox", { name: /Line 1: 7731-204 rev C/ }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Carrier" }), "UPS Ground");
    await userEvent.click(dialog.getByRole("button", { name: "Create packing slip" }));
    await expect(await dialog.findByText("Only 30 of line 2 are still open.")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Quantity of line 2 to ship" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

/**
 * 375 px: the lines show Line, Part and the actions, and the slips Slip, Print and Edit; what
 * the other columns say rides under the part or the slip. Nothing scrolls sideways (the
 * tables used to).
 */
export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const lines = within(canvas.getByRole("table", { name: "Lines" }));
    await expect(lines.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Line",
      "Part",
      "Actions",
    ]);
    const firstLine = lines.getAllByRole("row")[1]!;
    for (const fact of ["Qty120 EA", "Unit price$38.7500", "Due05/01/2024", "Amount$4,650.00", "Shipped40", "Open80"])
      await expect(firstLine).toHaveTextContent(fact);
    await expect(within(firstLine).getByRole("link", { name: "100001" })).toBeVisible();
    await expect(within(firstLine).getByRole("button", { name: "Edit line 1" })).toBeVisible();
    const slips = within(canvas.getByRole("table", { name: "Packing slips" }));
    await expect(slips.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Slip",
      "Print",
      "Actions",
    ]);
    await expect(slips.getAllByRole("row")[1]).toHaveTextContent(
      "Shipped04/10/2024CarrierUPS GroundTracking1Z999AA10123456784Amount$1,550.00",
    );
    await expect(slips.getByRole("button", { name: "Edit packing slip 1" })).toBeVisible();
  },
};

/** 768 px: the lines add their Amount, the slips their ship date and Amount; the rest rides under the part or slip. */
export const Tablet: Story = {
  globals: { viewport: { value: "tablet", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    const lines = within(canvas.getByRole("table", { name: "Lines" }));
    await expect(lines.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Line",
      "Part",
      "Amount",
      "Actions",
    ]);
    await expect(canvas.getByText("$7,655.25", { selector: "[data-slot=po-amount]" })).toBeVisible();
  },
};

/**
 * "Edit" on a slip: the carrier and tracking number corrected, saved with the slip's Version;
 * the table follows and the PO's history shows the slip's change, field by field.
 */
export const EditPackingSlip: Story = {
  // Its own fake server: the stories' shared one must not keep this story's changes.
  parameters: { api: purchaseOrderDetailApi(samplePurchaseOrder) },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Edit packing slip 1" }));
    // The dialog opens while the slip loads, then shows its form: look for the dialog once the form is in.
    const carrier = await body(canvasElement).findByRole("textbox", { name: "Carrier" });
    const dialog = within(body(canvasElement).getByRole("dialog", { name: "Edit packing slip 1" }));
    await userEvent.clear(carrier);
    await userEvent.type(carrier, "FedEx Ground");
    await userEvent.clear(dialog.getByRole("textbox", { name: "Tracking number" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Tracking number" }), "7712 3456 7890");
    await userEvent.click(dialog.getByRole("button", { name: "Save changes" }));
    await expect(await body(canvasElement).findByText("Packing slip 1 saved")).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).not.toBeInTheDocument());
    // Visible in the Carrier and tracking column (the copies under the slip number are for phones).
    const slips = within(canvas.getByRole("table", { name: "Packing slips" }));
    const shown = (text: string) => slips.queryAllByText(text).filter((element) => element.checkVisibility());
    await waitFor(() => expect(shown("FedEx Ground")).toHaveLength(1));
    await expect(shown("7712 3456 7890")).toHaveLength(1);
    const history = within(canvas.getByRole("complementary", { name: "PO files and history" }));
    const change = (await history.findByText(/^Changed by Dana Reyes/)).closest("li")!;
    await expect(change).toHaveTextContent("Packing slip 1");
    await expect(change).toHaveTextContent(/Carrier\s*UPS Ground\s*→ changed to FedEx Ground/);
    await expect(change).toHaveTextContent(/Tracking number\s*1Z999AA10123456784\s*→ changed to 7712 3456 7890/);
  },
};

/** Marcus has the PO open and Priya has unsaved edits on it: their letters by the heading, and the sentence a screen reader hears. */
export const OthersHere: Story = {
  parameters: {
    live: (() => {
      const hub = createLiveHub();
      hub.publishPresence({
        Kind: "purchase_order",
        Key: String(samplePurchaseOrder.POKey),
        People: [
          { Subject: "priya", Name: "Priya Natarajan", Editing: true },
          { Subject: "marcus", Name: "Marcus Lee", Editing: false },
        ],
      });
      return hub;
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText("Priya Natarajan is editing; Marcus Lee has this open too")).toBeVisible();
  },
};

/** Marcus shipped while Dana had the PO open with no edits: it updated in place, and says who did what. */
export const ChangedBySomeoneElse: Story = {
  parameters: { live: createLiveHub() },
  play: async ({ canvasElement, parameters }) => {
    const canvas = await loaded(canvasElement);
    (parameters as { live: LiveHub }).live.publishChanges([
      change({ Kind: "packing_slip", Key: `${samplePurchaseOrder.POKey}/2`, Action: "create", Fields: [] }),
      change({ Kind: "po_line", Key: `${samplePurchaseOrder.POKey}/1`, Fields: ["ShippedQuantity"] }),
    ]);
    await expect(
      await canvas.findByText("Marcus Lee added packing slip 2 and changed line 1’s Shipped quantity just now"),
    ).toBeVisible();
  },
};

function change(event: Pick<ChangeEvent, "Kind" | "Key"> & Partial<ChangeEvent>): ChangeEvent {
  return {
    Seq: "1",
    Version: 2,
    Action: "update",
    Fields: [],
    Subject: "marcus",
    Name: "Marcus Lee",
    At: "2024-04-15T16:00:00.000Z",
    ...event,
  };
}
