import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge, StatusBadge } from "./badge";
import { approvalFilters, operationStatuses, purchaseOrderStatuses, workOrderStatuses } from "@shopdesk/contract";
import type { Status } from "./status";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { children: "Rev C" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge variant="neutral">Neutral</Badge>
      <Badge variant="info">Info</Badge>
      <Badge variant="progress">Progress</Badge>
      <Badge variant="success">Success</Badge>
      <Badge variant="warning">Warning</Badge>
      <Badge variant="danger">Danger</Badge>
      <Badge variant="outline">Outline</Badge>
    </div>
  ),
};

const groups: { title: string; statuses: readonly Status[] }[] = [
  { title: "Purchase order", statuses: purchaseOrderStatuses },
  { title: "Work order", statuses: workOrderStatuses },
  { title: "Operation", statuses: operationStatuses },
  { title: "Supplier approval", statuses: approvalFilters },
];

export const Statuses: Story = {
  render: () => (
    <dl className="grid gap-4">
      {groups.map((group) => (
        <div key={group.title} className="grid gap-2">
          <dt className="text-sm font-medium">{group.title}</dt>
          <dd className="flex flex-wrap gap-2">
            {group.statuses.map((status) => (
              <StatusBadge key={status} status={status} />
            ))}
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Partially Shipped")).toHaveAttribute("data-variant", "progress");
    await expect(canvas.getByText("On Hold")).toHaveAttribute("data-variant", "warning");
    await expect(canvas.getByText("Expired")).toHaveAttribute("data-variant", "danger");
  },
};

export const InTableCell: Story = {
  render: () => (
    <p className="text-sm">
      WO 100001 · 7731-204 rev C · <StatusBadge status="In Progress" /> · due 03/15/2024
    </p>
  ),
};
