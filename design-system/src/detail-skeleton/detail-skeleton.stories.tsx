import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DetailSkeleton } from "./detail-skeleton";

const meta = {
  title: "Primitives/DetailSkeleton",
  component: DetailSkeleton,
  parameters: { layout: "fullscreen" },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof DetailSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A record's screen loading at 800 px: form and cards in one column. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status", { name: "Loading" });
    await expect(status).toHaveAttribute("aria-busy", "true");
  },
};

/** On a laptop: the form on the left, the cards in a column on the right. */
export const Desktop: Story = { globals: { viewport: { value: "desktop", isRotated: false } } };

/** On a phone: one column, the form first. */
export const SmallScreen: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
