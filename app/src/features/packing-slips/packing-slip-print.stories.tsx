import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ApiError } from "../../api/client";
import { appScreenStory } from "../../storybook/app-story-frame";
import { pending, type StoryRoute } from "../../storybook/story-api";
import { samplePackingSlipRecord } from "../purchase-orders/fixtures";
import { PackingSlipPrint } from "./packing-slip-print";

const slipApi: StoryRoute[] = [
  { path: /^\/purchase-orders\/4021\/packing-slips\/2$/, respond: () => samplePackingSlipRecord },
];

const meta = {
  title: "App/Purchase orders/Packing slip print",
  component: PackingSlipPrint,
  args: { poKey: "4021", pslipNumber: "2", mode: "slip" },
  ...appScreenStory({ api: slipApi }, { isPrint: true }),
} satisfies Meta<typeof PackingSlipPrint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The packing slip with the API's data: ordered, shipped now, before and back-ordered; no prices. */
export const Slip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Packing slip 4500012345-2" })).toBeVisible();
    await expect(canvas.getByText("Receiving, Dock 3")).toBeVisible();
    await expect(canvas.queryByRole("columnheader", { name: "Amount" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Back to the PO" })).toHaveAttribute("href", "/po/4021");
  },
};

export const Priced: Story = {
  args: { mode: "priced" },
  play: async ({ canvasElement }) => {
    const total = await within(canvasElement).findByRole("rowheader", { name: "Total" });
    await expect(total.closest("tr")).toHaveTextContent("$4,305.00");
  },
};

export const Certificate: Story = {
  args: { mode: "cert" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Certificate of Conformance" }),
    ).toBeVisible();
  },
};

/** A mode the slip does not print: a message naming the three it does, never a blank page. */
export const UnknownMode: Story = {
  args: { mode: "invoice" },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole("alert"));
    await expect(alert.getByText(/There is no “invoice” print/)).toBeVisible();
    await expect(alert.getByRole("link", { name: "Certificate of conformance (cert)" })).toHaveAttribute(
      "href",
      "/print-packing-slip/4021/2/cert",
    );
  },
};

export const NoSuchSlip: Story = {
  args: { pslipNumber: "9" },
  parameters: {
    api: [
      {
        path: /^\/purchase-orders\/4021\/packing-slips\/9$/,
        respond: () => {
          throw new ApiError(404, "not_found", "PO 4021 has no packing slip 9.");
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "There is no packing slip 9 on PO 4021",
    );
  },
};

export const Loading: Story = { parameters: { api: [{ path: /.*/, respond: pending }] } };
