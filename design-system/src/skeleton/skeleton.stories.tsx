import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./skeleton";

const meta = {
  title: "Primitives/Skeleton",
  component: Skeleton,
  args: { className: "h-4 w-48" },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CardLoading: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading PO 4500012345"
      role="region"
      className="grid max-w-md gap-4 rounded-lg border p-5"
    >
      <div className="flex items-center justify-between">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="h-4 w-56" />
      <div className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-3">
        {Array.from({ length: 4 }, (_, i) => [
          <Skeleton key={`t${i}`} className="h-4 w-20" />,
          <Skeleton key={`v${i}`} className="h-4 w-full" />,
        ])}
      </div>
    </div>
  ),
};

export const ListLoading: Story = {
  render: () => (
    <ul aria-busy="true" aria-label="Loading work orders" className="grid gap-3">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="flex items-center gap-4">
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 flex-1" />
        </li>
      ))}
    </ul>
  ),
};

export const SmallScreen: Story = {
  ...ListLoading,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
