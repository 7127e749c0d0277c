import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ApiError } from "../../api/client";
import { appScreenStory, findToast } from "../../storybook/app-story-frame";
import { fixClock } from "../../storybook/fixed-clock";
import { pending, type StoryRoute } from "../../storybook/story-api";
import { AlertInbox } from "./alert-inbox";
import { alertListRoute, inboxAlerts } from "./fixtures";

/** PUT /alerts/{id}/reader: the alert as this person now sees it. */
const readerRoute: StoryRoute = {
  method: "PUT",
  path: /^\/alerts\/(\d+)\/reader$/,
  respond: ({ match, body }) => {
    const { Read, SnoozedUntil } = body as { Read: boolean; SnoozedUntil: string | null };
    const found = inboxAlerts.find((item) => item.AlertId === match[1])!;
    return { ...found, ReadAt: Read ? "2026-12-07T14:00:00Z" : null, SnoozedUntil };
  },
};

const meta = {
  title: "App/Alerts/Inbox",
  component: AlertInbox,
  beforeEach: fixClock("2026-12-07T14:00:00"),
  ...appScreenStory({ api: [alertListRoute(), readerRoute], route: { path: "/alerts" } }),
} satisfies Meta<typeof AlertInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open alerts: two new, one read, one snoozed until Wednesday; each title opens its record. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole("list", { name: "Alerts" });
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(4);
    await expect(within(list).getByRole("link", { name: "WO 100123 is late" })).toHaveAttribute("href", "/wo/100123");
    await expect(
      within(list).getByRole("link", { name: "Pacific Heat Treat's certificate expires 12/20/2026" }),
    ).toHaveAttribute("href", "/supplier/Pacific%20Heat%20Treat");
    await expect(within(list).getByText("Snoozed until 12/09/2026")).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("list", { name: "Alerts" });
  },
};

/** Mark read: the request names this alert, the toast says so. */
export const MarkRead: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole("list", { name: "Alerts" });
    const item = within(list).getByRole("listitem", { name: "WO 100123 is late" });
    await userEvent.click(within(item).getByRole("button", { name: "Mark read" }));
    await findToast(canvasElement, "Marked read");
  },
};

/** Snooze by keyboard: the form opens under the alert, a day before today is refused, a later one is taken. */
export const Snooze: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole("list", { name: "Alerts" });
    const item = within(list).getByRole("listitem", { name: "WO 100118 op 30 is not back from A/B Plating & Anodize" });
    await userEvent.click(within(item).getByRole("button", { name: "Snooze…" }));
    const form = within(item).getByRole("form");
    await userEvent.click(within(form).getByRole("button", { name: "Snooze" }));
    await expect(within(form).getByLabelText("Snooze until")).toHaveAccessibleDescription(
      "Choose the day it comes back.",
    );
    await userEvent.type(within(form).getByLabelText("Snooze until"), "2026-12-10");
    await userEvent.click(within(form).getByRole("button", { name: "Snooze" }));
    await findToast(canvasElement, "Snoozed until 12/10/2026");
    await waitFor(() => expect(within(item).queryByRole("form")).toBeNull());
  },
};

/** Resolved ones with their reason, through the Show filter. */
export const Resolved: Story = {
  parameters: { route: { path: "/alerts?state=resolved" } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole("list", { name: "Alerts" });
    await expect(within(list).getByText(/The due date moved to 12\/15\/2026/)).toBeVisible();
  },
};

export const NothingOpen: Story = {
  parameters: { api: [alertListRoute([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No open alerts")).toBeVisible();
  },
};

export const NoMatches: Story = {
  parameters: { route: { path: "/alerts?rule=approval-lapsed&unread=true" } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No alerts match these filters")).toBeVisible();
    await expect(within(canvasElement).getByRole("checkbox", { name: "Unread only" })).toBeChecked();
  },
};

export const Loading: Story = { parameters: { api: [{ path: /.*/, respond: pending }] } };

export const LoadFailed: Story = {
  parameters: {
    api: [
      {
        path: /^\/alerts$/,
        respond: () => {
          throw new ApiError(500, "internal", "The server could not answer.");
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Could not load alerts");
  },
};
