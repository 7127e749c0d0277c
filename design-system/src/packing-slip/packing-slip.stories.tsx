import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PrintDocument, PrintToolbar } from "../print";
import { sampleCompany } from "../print/fixtures";
import { longPackingSlip, samplePackingSlip } from "./fixtures";
import { packingSlipModes } from "@shopdesk/contract";
import { PackingSlip } from "./packing-slip";

const meta = {
  title: "Print/PackingSlip",
  component: PackingSlip,
  args: { mode: "slip", company: sampleCompany, packingSlip: samplePackingSlip },
  argTypes: { mode: { control: "inline-radio", options: packingSlipModes } },
  decorators: [
    (Story, { args }) => (
      <PrintDocument>
        <PrintToolbar title={`Packing slip ${args.packingSlip.PSlipNumber} for PO ${args.packingSlip.PONumber}`} />
        <Story />
      </PrintDocument>
    ),
  ],
  parameters: { layout: "fullscreen", screenshot: { print: true } },
  globals: { viewport: { value: "letter", isRotated: false } },
} satisfies Meta<typeof PackingSlip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slip: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("columnheader", { name: "Amount" })).not.toBeInTheDocument();
  },
};

export const Priced: Story = {
  args: { mode: "priced" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("rowheader", { name: "Total" }).closest("tr")).toHaveTextContent(
      "$4,838.25",
    );
  },
};

export const Certificate: Story = {
  args: { mode: "cert" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { name: "Certificate of Conformance" }),
    ).toBeInTheDocument();
    await expect(within(canvasElement).getByText("Authorized signature")).toBeInTheDocument();
  },
};

/** 34 lines: the items run onto a second printed page with the header repeated; the total prints once. */
export const PricedManyLines: Story = { args: { mode: "priced", packingSlip: longPackingSlip } };
