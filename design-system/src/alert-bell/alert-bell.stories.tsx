import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { environmentClass } from "../tokens";
import { AlertBell } from "./alert-bell";

const meta = {
  title: "Alerts/AlertBell",
  component: AlertBell,
  args: { href: "/alerts" },
  decorators: [
    (Story) => (
      <div className={`${environmentClass("production")} inline-flex bg-env p-3 text-env-foreground`}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AlertBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count is not known yet (the header's controls still downloading): the bell alone, named "Alerts". */
export const CountUnknown: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Alerts" })).toBeVisible();
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("");
  },
};

export const NoneUnread: Story = {
  args: { unread: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Alerts: No unread alerts" })).toBeVisible();
  },
};

export const SomeUnread: Story = {
  args: { unread: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Alerts: 3 unread alerts" })).toBeVisible();
  },
};

/** Past 99 the badge says "99+" and keeps its size; the name says the number. */
export const Many: Story = {
  args: { unread: 1250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("99+")).toBeVisible();
    await expect(within(canvasElement).getByRole("link", { name: "Alerts: 1250 unread alerts" })).toBeVisible();
  },
};

/** The bell with a button that adds an alert, as the live stream would. */
function OneMore(props: React.ComponentProps<typeof AlertBell>) {
  const [unread, setUnread] = useState(props.unread ?? 0);
  return (
    <div className="flex items-center gap-3">
      <AlertBell {...props} unread={unread} />
      <button
        type="button"
        className="rounded bg-background px-2 py-1 text-foreground"
        onClick={() => setUnread(unread + 1)}
      >
        One more
      </button>
    </div>
  );
}

/** A new alert while the page is open: the badge rises and the count is announced politely, once. */
export const CountRises: Story = {
  args: { unread: 1 },
  render: (args) => <OneMore {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await userEvent.click(canvas.getByRole("button", { name: "One more" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("2 unread alerts");
    await expect(canvas.getByRole("link", { name: "Alerts: 2 unread alerts" })).toBeVisible();
  },
};
