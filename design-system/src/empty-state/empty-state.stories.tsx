import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PackageOpen, SearchX } from "lucide-react";
import { Button } from "../button/button";
import { EmptyState } from "./empty-state";

const meta = {
  title: "Primitives/EmptyState",
  component: EmptyState,
  args: {
    icon: <PackageOpen />,
    title: "No customers yet",
    description: "Customers you add appear here, with their parts and purchase orders.",
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const onCreate = fn();

export const WithAction: Story = {
  args: { action: <Button onClick={onCreate}>New customer</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "New customer" }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const NoResults: Story = {
  args: {
    icon: <SearchX />,
    title: "No work orders match",
    description: "Nothing is due between 03/01/2024 and 03/07/2024 for ACME. Clear a filter to see more.",
    action: <Button variant="outline">Clear filters</Button>,
  },
};

export const TitleOnly: Story = { args: { icon: undefined, description: undefined, title: "No history" } };

export const LongText: Story = {
  args: {
    title: "No packing slips for PO 4500012345 from EVERGREEN-AERO yet",
    description:
      "Packing slips are made when you ship against this PO. Ship a line to create the first one; it will be numbered 1 and can be printed as a slip, with prices, or as a certificate of conformance.",
  },
};

export const SmallScreen: Story = {
  args: { action: <Button>New customer</Button> },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
