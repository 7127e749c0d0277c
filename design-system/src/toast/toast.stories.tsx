import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { Toaster } from "./toast";
import { dismissToast, toast, type ToastOptions } from "./toast-store";

function Demo({ toasts }: { toasts: ToastOptions[] }) {
  return (
    <>
      <Button onClick={() => toasts.forEach((options) => toast({ duration: Infinity, ...options }))}>Save PO</Button>
      <Toaster />
    </>
  );
}

const meta = {
  title: "Primitives/Toast",
  component: Demo,
  args: { toasts: [{ title: "PO 4500012345 saved" }] },
  // The toast list lives outside React; start every story without leftovers.
  beforeEach: () => dismissToast(),
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function show(canvasElement: HTMLElement, title: string) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Save PO" }));
  const body = within(canvasElement.ownerDocument.body);
  return (await body.findByText(title)).closest("li") as HTMLElement;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const item = await show(canvasElement, "PO 4500012345 saved");
    await expect(item).toHaveAttribute("data-variant", "default");
    const region = within(canvasElement.ownerDocument.body).getByRole("region", { name: /Notification/ });
    await expect(region).toContainElement(item);
  },
};

export const Success: Story = {
  args: {
    toasts: [{ title: "Packing slip 3 created", description: "PO 4500012345 is now Shipped.", variant: "success" }],
  },
  play: async ({ canvasElement }) => {
    const item = await show(canvasElement, "Packing slip 3 created");
    await expect(item).toHaveAttribute("data-variant", "success");
    await expect(item).toHaveTextContent("PO 4500012345 is now Shipped.");
  },
};

export const ErrorToast: Story = {
  args: {
    toasts: [
      {
        title: "Could not save WO 100001",
        description: "Someone else changed it. Review their changes and save again.",
        variant: "error",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const item = await show(canvasElement, "Could not save WO 100001");
    await expect(item).toHaveAttribute("data-variant", "error");
  },
};

/** A polite announcement: the text is read after what the user is doing, not over it. */
export const Announced: Story = {
  play: async ({ canvasElement }) => {
    await show(canvasElement, "PO 4500012345 saved");
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(body.querySelector('[aria-live="polite"]')).toHaveTextContent("PO 4500012345 saved"));
    await expect(body.querySelector('[aria-live="assertive"]')).toBeNull();
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const item = await show(canvasElement, "PO 4500012345 saved");
    await userEvent.click(within(item).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(item).not.toBeInTheDocument());
  },
};

export const Stacked: Story = {
  args: {
    toasts: [
      { title: "PO 4500012345 saved" },
      { title: "WO 100001 released", variant: "success" },
      { title: "Could not print the traveler", description: "The printer did not answer.", variant: "error" },
    ],
  },
  play: async ({ canvasElement }) => {
    await show(canvasElement, "Could not print the traveler");
    await expect(within(canvasElement.ownerDocument.body).getAllByRole("button", { name: "Dismiss" })).toHaveLength(3);
  },
};

export const LongText: Story = {
  args: {
    toasts: [
      {
        title: "Supplier A/B Plating & Anodize — Precision Surface Finishing Division saved",
        description:
          "Their approval certificate expires on 04/30/2024. Work orders sending parts to them will show a warning until a new certificate is on file.",
        variant: "success",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await show(canvasElement, "Supplier A/B Plating & Anodize — Precision Surface Finishing Division saved");
  },
};

export const SmallScreen: Story = {
  ...Success,
  globals: { viewport: { value: "mobile", isRotated: false } },
};

/** A toast that leads somewhere: the new record's link under the message. */
export const WithAction: Story = {
  args: {
    toasts: [
      {
        title: "WO 100123 made for line 1",
        variant: "success",
        action: <a href="#wo-100123">Open WO 100123</a>,
        actionAltText: "WO 100123 is also listed on the PO's line 1.",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const item = await show(canvasElement, "WO 100123 made for line 1");
    await expect(within(item).getByRole("link", { name: "Open WO 100123" })).toHaveAttribute("href", "#wo-100123");
  },
};
