import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PrintDocument, PrintToolbar } from "../print";
import { sampleCompany } from "../print/fixtures";
import { samplePricing } from "./fixtures";
import { PartPricingSheet } from "./part-pricing-sheet";

const meta = {
  title: "Print/PartPricingSheet",
  component: PartPricingSheet,
  args: { company: sampleCompany, pricing: samplePricing },
  decorators: [
    (Story) => (
      <PrintDocument>
        <PrintToolbar title="Part pricing 7731-204 rev C" />
        <Story />
      </PrintDocument>
    ),
  ],
  parameters: { layout: "fullscreen", screenshot: { print: true } },
  globals: { viewport: { value: "letter", isRotated: false } },
} satisfies Meta<typeof PartPricingSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole("row").slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      "1 – 24$64.2000",
      "25 – 99$47.1250",
      "100 – 499$38.7500",
      "500 +$33.0400",
    ]);
    await expect(within(canvasElement).getByText("$185.00")).toBeInTheDocument();
  },
};

export const NoLotCharge: Story = {
  args: {
    pricing: {
      ...samplePricing,
      LotCharge: null,
      Breaks: [{ MinQuantity: 1, UnitPrice: "12.5000" }],
      DrawingNumber: null,
    },
  },
};
