import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Badge } from "../badge/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const meta = {
  title: "Primitives/Tabs",
  component: Tabs,
  args: { defaultValue: "lines", onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="PO 4500012345">
        <TabsTrigger value="lines">
          Lines <Badge>3</Badge>
        </TabsTrigger>
        <TabsTrigger value="work-orders">Work orders</TabsTrigger>
        <TabsTrigger value="packing-slips">Packing slips</TabsTrigger>
        <TabsTrigger value="history" disabled>
          History
        </TabsTrigger>
      </TabsList>
      <TabsContent value="lines" className="text-sm">
        3 lines, $12,480.00 in total.
      </TabsContent>
      <TabsContent value="work-orders" className="text-sm">
        WO 100001 and WO 100002.
      </TabsContent>
      <TabsContent value="packing-slips" className="text-sm">
        Packing slip 1, shipped 03/12/2024.
      </TabsContent>
      <TabsContent value="history" className="text-sm">
        No changes yet.
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: /Lines/ })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("3 lines");
  },
};

export const SwitchWithClick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Packing slips" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("packing-slips");
    await expect(canvas.getByRole("tab", { name: "Packing slips" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Packing slip 1");
  },
};

export const SwitchWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: /Lines/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Work orders" })).toHaveAttribute("aria-selected", "true");
    // The disabled tab is skipped: ArrowRight twice wraps round to the first tab.
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: /Lines/ })).toHaveFocus();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};
