import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ApiError } from "../../api/client";
import { findToast, appScreenStory } from "../../storybook/app-story-frame";
import { expectNoSidewaysScroll } from "../../storybook/master-data-api";
import { pending } from "../../storybook/story-api";
import { stockWorkOrderApi, workOrderListApi } from "./story-api";
import { WorkOrderList } from "./work-order-list";

const meta = {
  title: "App/Work orders/List",
  component: WorkOrderList,
  ...appScreenStory({ api: workOrderListApi(), route: { path: "/wo" } }),
} satisfies Meta<typeof WorkOrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole("table", { name: "Work orders" });

/** Twelve WOs of every status, stock ones and late ones among them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("link", { name: "100001" });
    await expect(within(canvasElement).getByRole("button", { name: "Print selected" })).toBeDisabled();
  },
};

/** Two WOs ticked: "Print selected" opens their travelers in a new tab; the page's box shows "some". */
export const TwoSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "100001" });
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select WO 100002" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select WO 100004" }));
    const print = canvas.getByRole("link", { name: "Print selected (2)" });
    await expect(print).toHaveAttribute("href", "/print-wos?wo=100002&wo=100004");
    await expect(print).toHaveAttribute("target", "_blank");
    await expect(canvas.getByRole("checkbox", { name: "Select all work orders on this page" })).toBePartiallyChecked();
    await expect(canvas.getByText("2 selected")).toBeVisible();
  },
};

/** "Select all" takes every WO on the page; again drops them. */
export const SelectAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "100001" });
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all work orders on this page" }));
    await expect(canvas.getByRole("link", { name: "Print selected (12)" })).toBeVisible();
    await expect(within(table(canvasElement)).getAllByRole("checkbox", { checked: true })).toHaveLength(13);
  },
};

/** Filtered from the URL: late WOs on hold or in progress; the filters show what the URL says. */
export const Filtered: Story = {
  parameters: { route: { path: "/wo?status=Released&late=true&customer=BOLT-AERO&dueFrom=2026-11-01" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "100002" });
    await expect(canvas.getByRole("checkbox", { name: "Late only" })).toBeChecked();
    await expect(canvas.getByRole("combobox", { name: "Status" })).toHaveDisplayValue("Released");
    await expect(canvas.getByRole("button", { name: "Clear filters" })).toBeVisible();
  },
};

export const NoMatches: Story = {
  parameters: { route: { path: "/wo?status=Closed&late=true" } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No work orders found")).toBeVisible();
    await expect(within(canvasElement).getByRole("button", { name: "Show all work orders" })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { api: workOrderListApi([]) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "There are no work orders yet. Make one from a PO line, or one for stock.",
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = { parameters: { api: [{ path: /.*/, respond: pending }] } };

export const LoadFailed: Story = {
  parameters: {
    api: [
      {
        path: /^\/work-orders$/,
        respond: () => {
          throw new ApiError(500, "internal", "The server had a problem. Try again in a moment.");
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Could not load work orders");
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "100001" });
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select WO 100001" }));
    await expect(canvas.getByRole("link", { name: "Print selected (1)" })).toBeVisible();
  },
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const newStockRoute = { path: "/wo?new=1", pattern: "/wo" };
const newStockDialog = async (canvasElement: HTMLElement) =>
  within(await body(canvasElement).findByRole("dialog", { name: "New stock WO" }));

/**
 * "New stock WO" (`?new=1`): the part picker offers any customer's current revisions, each with
 * its customer; the superseded 7731-204 rev B is not among them.
 */
export const NewStockWorkOrder: Story = {
  parameters: { api: [...workOrderListApi(), ...stockWorkOrderApi()], route: newStockRoute },
  play: async ({ canvasElement }) => {
    const dialog = await newStockDialog(canvasElement);
    const part = dialog.getByRole("combobox", { name: "Part" });
    await waitFor(() => expect(part).toHaveFocus());
    await userEvent.keyboard("7731");
    await expect(await dialog.findByRole("option", { name: /7731-204 rev C/ })).toHaveTextContent(
      "ACME · Manifold block, hydraulic, 4-port",
    );
    await expect(dialog.getByRole("option", { name: /7731-210 rev B/ })).toHaveTextContent("ACME · Port plug");
    await expect(dialog.queryByRole("option", { name: /7731-204 rev B/ })).not.toBeInTheDocument();
  },
};

/** Picked, counted and dated with the keyboard, then created: the new WO opens (`/wo/100391`). */
export const NewStockWorkOrderCreated: Story = {
  parameters: { api: [...workOrderListApi(), ...stockWorkOrderApi()], route: newStockRoute },
  play: async ({ canvasElement }) => {
    const dialog = await newStockDialog(canvasElement);
    await waitFor(() => expect(dialog.getByRole("combobox", { name: "Part" })).toHaveFocus());
    await userEvent.keyboard("actuator");
    await expect(await dialog.findByRole("option", { name: /PX-5520-17 rev A/ })).toHaveTextContent(
      "BOLT-AERO · Actuator shaft",
    );
    await userEvent.keyboard("{Enter}");
    await expect(dialog.getByRole("combobox", { name: "Part" })).toHaveValue("PX-5520-17 rev A");
    await expect(dialog.getByText("Actuator shaft, 17-4 PH stainless")).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard("25");
    await userEvent.type(dialog.getByLabelText(/^Due date/), "2026-12-18");
    await expect(dialog.getByLabelText(/^Due date/)).toHaveValue("2026-12-18");
    await userEvent.click(dialog.getByRole("button", { name: "Create WO" }));
    // The toast is the app's (its Toaster is outside the routes there); the story's leaves with its route.
    await expect(await within(canvasElement).findByText("Navigated away")).toHaveAttribute("data-path", "/wo/100391");
  },
};

/** Create with nothing filled in: each message beside its field. */
export const NewStockWorkOrderInvalid: Story = {
  parameters: { api: [...workOrderListApi(), ...stockWorkOrderApi()], route: newStockRoute },
  play: async ({ canvasElement }) => {
    const dialog = await newStockDialog(canvasElement);
    await userEvent.click(dialog.getByRole("button", { name: "Create WO" }));
    await expect(await dialog.findByText("Choose a part from the list.")).toBeVisible();
    await expect(dialog.getByText("Enter a whole quantity of 1 or more.")).toBeVisible();
    await expect(dialog.getByText("Due date is required.")).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Part" })).toHaveAttribute("aria-invalid", "true");
  },
};

/** The server refuses the part (made inactive since the list was read): its message lands on the part. */
export const NewStockWorkOrderRefused: Story = {
  parameters: {
    api: [
      ...workOrderListApi(),
      ...stockWorkOrderApi({
        refusal: new ApiError(400, "invalid", "The request is not valid.", {
          PartNumber: "Part 1141-256 revision B is inactive.",
        }),
      }),
    ],
    route: newStockRoute,
  },
  play: async ({ canvasElement }) => {
    const dialog = await newStockDialog(canvasElement);
    await userEvent.type(dialog.getByRole("combobox", { name: "Part" }), "1141");
    await dialog.findByRole("option", { name: /1141-256 rev B/ });
    await userEvent.keyboard("{Enter}");
    await userEvent.type(dialog.getByRole("textbox", { name: "Quantity" }), "10");
    await userEvent.type(dialog.getByLabelText(/^Due date/), "2026-12-18");
    await userEvent.click(dialog.getByRole("button", { name: "Create WO" }));
    await expect(await dialog.findByText("Part 1141-256 revision B is inactive.")).toBeVisible();
    await expect(await findToast(canvasElement, "Not created")).toBeVisible();
  },
};

export const NewStockWorkOrderSmallScreen: Story = {
  parameters: { api: [...workOrderListApi(), ...stockWorkOrderApi()], route: newStockRoute },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await newStockDialog(canvasElement);
    await expect(dialog.getByRole("button", { name: "Create WO" })).toBeVisible();
    const box = body(canvasElement).getByRole("dialog", { name: "New stock WO" }).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(375);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** "New stock WO" from the palette's Create group, by the keyboard: the list's own dialog opens. */
export const NewStockWorkOrderFromPalette: Story = {
  parameters: { api: [...workOrderListApi(), ...stockWorkOrderApi()], hasPalette: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("link", { name: "100001" });
    await userEvent.keyboard("{Control>}k{/Control}");
    const create = within(await body(canvasElement).findByRole("group", { name: "Create" }));
    await expect(create.getByRole("option", { name: /New stock WO/ })).toBeVisible();
    await userEvent.keyboard("stock");
    await expect(body(canvasElement).getByRole("option", { name: /New stock WO/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.keyboard("{Enter}");
    const dialog = await newStockDialog(canvasElement);
    await waitFor(() => expect(dialog.getByRole("combobox", { name: "Part" })).toHaveFocus());
  },
};
