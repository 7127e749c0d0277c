import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ApiError } from "../../api/client";
import { appScreenStory } from "../../storybook/app-story-frame";
import { pending } from "../../storybook/story-api";
import { longRoutingWorkOrder, sampleWorkOrder, stockWorkOrder } from "./fixtures";
import { PrintTravelers } from "./print-travelers";
import { batchApi } from "./story-api";

const meta = {
  title: "App/Work orders/Print travelers",
  component: PrintTravelers,
  args: { woNumbers: ["100001", "100390"] },
  ...appScreenStory({ api: batchApi([sampleWorkOrder, stockWorkOrder, longRoutingWorkOrder]) }, { isPrint: true }),
} satisfies Meta<typeof PrintTravelers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two WOs: a traveler each, with its barcode; the document says it is ready. */
export const TwoWorkOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Travelers: 2 work orders" });
    await expect(canvasElement.querySelectorAll("[data-document=work-order-traveler]")).toHaveLength(2);
    await expect(canvas.getByRole("img", { name: "Barcode 100001" })).toBeInTheDocument();
    await expect(canvas.getByRole("img", { name: "Barcode 100390" })).toBeInTheDocument();
    await expect(canvasElement.querySelector("[data-ready=true]")).not.toBeNull();
  },
};

/** Numbers that do not exist are named above the travelers (on screen only). */
export const SomeMissing: Story = {
  args: { woNumbers: ["100001", "100999", "abc"] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "Not printed: there are no work orders abc and 100999.",
    );
  },
};

export const NoneFound: Story = {
  args: { woNumbers: ["100998", "100999"] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "There are no work orders 100998 and 100999, so there is nothing to print.",
    );
  },
};

export const NoneGiven: Story = {
  args: { woNumbers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("No work orders were chosen");
  },
};

/** A long routing runs onto a second page, its table header repeated. */
export const LongRouting: Story = {
  args: { woNumbers: [longRoutingWorkOrder.WONumber] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Travelers: WO 100014" });
  },
};

export const Loading: Story = { parameters: { api: [{ path: /.*/, respond: pending }] } };

export const LoadFailed: Story = {
  parameters: {
    api: [
      {
        path: /^\/work-orders\/batch$/,
        respond: () => {
          throw new ApiError(500, "internal", "The server had a problem");
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "The travelers could not be loaded: The server had a problem.",
    );
  },
};
