import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PrintDocument, PrintToolbar } from "../print";
import { sampleCompany } from "../print/fixtures";
import { longWorkOrder, sampleWorkOrder, stockWorkOrder } from "./fixtures";
import { WorkOrderTraveler } from "./work-order-traveler";

const meta = {
  title: "Print/WorkOrderTraveler",
  component: WorkOrderTraveler,
  args: { company: sampleCompany, workOrder: sampleWorkOrder },
  decorators: [
    (Story) => (
      <PrintDocument>
        <PrintToolbar title="Work order travelers" />
        <Story />
      </PrintDocument>
    ),
  ],
  parameters: { layout: "fullscreen", screenshot: { print: true } },
  globals: { viewport: { value: "letter", isRotated: false } },
} satisfies Meta<typeof WorkOrderTraveler>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Barcode 100001" })).toBeInTheDocument();
    const operations = within(canvasElement).getByRole("table");
    await expect(within(operations).getAllByRole("row")).toHaveLength(1 + sampleWorkOrder.Operations.length);
    await expect(canvasElement.querySelector("[data-slot=running-head]")).toHaveTextContent(
      "WO 100001 · 7731-204 rev C",
    );
  },
};

/**
 * 28 operations: the routing runs onto a second printed page, where the WO number, part and
 * revision (the head above the operations) and the column headings are repeated.
 */
export const LongRouting: Story = { args: { workOrder: longWorkOrder } };

export const StockWorkOrder: Story = { args: { workOrder: stockWorkOrder } };

/** "Print selected" from the WO list: one traveler per WO, each starting on a new page. */
export const SeveralWorkOrders: Story = {
  render: (args) => (
    <>
      {[sampleWorkOrder, stockWorkOrder].map((workOrder) => (
        <WorkOrderTraveler key={workOrder.WONumber} {...args} workOrder={workOrder} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-document=work-order-traveler]")).toHaveLength(2);
  },
};
