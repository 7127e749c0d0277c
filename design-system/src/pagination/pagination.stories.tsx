import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Pagination } from "./pagination";

const meta = {
  title: "Primitives/Pagination",
  component: Pagination,
  args: { page: 2, pageSize: 20, total: 345, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Pagination" })).toBeVisible();
    await expect(canvas.getByText("Showing 21–40 of 345")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: "Page 18" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(18);
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ args, canvasElement }) => {
    const previous = within(canvasElement).getByRole("button", { name: "Previous" });
    await expect(previous).toBeDisabled();
    await userEvent.click(previous, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const MiddlePage: Story = { args: { page: 9 } };

export const LastPage: Story = {
  args: { page: 18 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Showing 341–345 of 345")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

/** A list the server stopped counting at 1,000: "1,000+", and Next still goes on past page 40. */
export const PastCappedCount: Story = {
  args: { page: 41, pageSize: 25, total: 1000, isTotalExact: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Showing 1,001–1,025 of 1,000+")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(42);
  },
};

export const SinglePage: Story = {
  args: { page: 1, total: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Showing 1–7 of 7")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { page: 1, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No results")).toBeVisible();
  },
};

export const LargeTotal: Story = { args: { page: 512, pageSize: 50, total: 123456 } };

function Controlled() {
  const [page, setPage] = React.useState(1);
  return <Pagination page={page} pageSize={20} total={345} onPageChange={setPage} />;
}

export const Interactive: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(canvas.getByText("Showing 41–60 of 345")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  },
};

export const SmallScreen: Story = {
  args: { page: 9 },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Next" })).toBeVisible();
    // Page buttons are hidden below the sm breakpoint; Previous and Next remain.
    await expect(canvas.queryByRole("button", { name: "Page 9" })).toBeNull();
  },
};
