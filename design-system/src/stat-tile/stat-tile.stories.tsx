import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AlarmClock, CalendarClock, PackageCheck, Wallet } from "lucide-react";
import { StatTile, StatTileSkeleton } from "./stat-tile";

const meta = {
  title: "Data display/StatTile",
  component: StatTile,
  args: {
    href: "/reports?report=open-orders",
    label: "Open backlog",
    value: "$183,402.50",
    detail: "412 open lines",
    icon: <Wallet />,
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One link: its name is the label, the figure and the detail, read in that order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole("link", { name: /Open backlog/ });
    await expect(tile).toHaveAttribute("href", "/reports?report=open-orders");
    await expect(tile).toHaveAccessibleName("Open backlog $183,402.50 412 open lines");
  },
};

export const Danger: Story = {
  args: { tone: "danger", label: "Late work orders", value: "14", detail: "past their due date", icon: <AlarmClock /> },
};

export const Warning: Story = {
  args: {
    tone: "warning",
    label: "Due in the next 7 days",
    value: "9",
    detail: "work orders due by 11/27/2026",
    icon: <CalendarClock />,
  },
};

export const Success: Story = {
  args: {
    tone: "success",
    label: "Shipped this month",
    value: "$52,210.00",
    detail: "37 packing slips in November",
    icon: <PackageCheck />,
  },
};

/** A long label and a large figure wrap inside a narrow tile rather than overflow it. */
export const LongText: Story = {
  decorators: [(Story) => <div className="max-w-[12rem]">{Story()}</div>],
  args: {
    label: "Open backlog across every customer",
    value: "$12,345,678.90",
    detail: "1,000+ open lines on 312 purchase orders",
  },
};

/** As a router link (`asChild`): the tile's look on the child element. */
export const AsChild: Story = {
  render: (args) => (
    <StatTile {...args} asChild>
      {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- StatTile fills the link with its label, figure and detail. */}
      <a href="/reports?report=late-work-orders" data-testid="child-link" />
    </StatTile>
  ),
  args: { label: "Late work orders", value: "14", detail: "past their due date", tone: "danger" },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByTestId("child-link");
    await expect(tile).toHaveAttribute("data-slot", "stat-tile");
    await expect(tile).toHaveTextContent("Late work orders 14 past their due date");
  },
};

export const Loading: Story = {
  render: () => (
    <div role="status" aria-busy="true" aria-label="Loading">
      <StatTileSkeleton />
    </div>
  ),
};

/** Four tiles as the dashboard lays them out on a phone: one column. */
export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  decorators: [(Story) => <div className="grid gap-3">{Story()}</div>],
  render: (args) => (
    <>
      <StatTile {...args} />
      <StatTile
        href="#"
        tone="warning"
        label="Due in the next 7 days"
        value="9"
        detail="work orders due by 11/27/2026"
        icon={<CalendarClock />}
      />
      <StatTile
        href="#"
        tone="danger"
        label="Late work orders"
        value="14"
        detail="past their due date"
        icon={<AlarmClock />}
      />
      <StatTile
        href="#"
        tone="success"
        label="Shipped this month"
        value="$52,210.00"
        detail="37 packing slips in November"
        icon={<PackageCheck />}
      />
    </>
  ),
};
