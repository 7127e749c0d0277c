import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProgressBar } from "./progress-bar";

const meta = {
  title: "Primitives/ProgressBar",
  component: ProgressBar,
  args: { label: "Importing parts-2026.csv", value: 1200, max: 5000 },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1,200 of 5,000 rows: the bar reads 24 %. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Importing parts-2026.csv" });
    await expect(bar).toHaveAttribute("aria-valuenow", "24");
    await expect(bar).toHaveAttribute("aria-valuetext", "24%");
  },
};

/** Nothing done yet: an empty track, still announced as 0 %. */
export const Starting: Story = { args: { value: 0 } };

/** Finished. */
export const Done: Story = {
  args: { value: 5000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  },
};

/** With the figures in words, as the attachments card reads an upload. */
export const WithValueText: Story = {
  args: { label: "Uploading BRK-100-C drawing.pdf", value: 1153434, max: 2621440, valueText: "44%, 1.1 MB of 2.5 MB" },
  render: (args) => (
    <div className="grid gap-2">
      <ProgressBar {...args} />
      <p className="text-xs text-muted-foreground">1.1 MB of 2.5 MB · 44%</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("progressbar", { name: "Uploading BRK-100-C drawing.pdf" });
    await expect(bar).toHaveAttribute("aria-valuenow", "44");
    await expect(bar).toHaveAttribute("aria-valuetext", "44%, 1.1 MB of 2.5 MB");
  },
};
