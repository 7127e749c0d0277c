import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ApiError } from "../../api/client";
import { appScreenStory, findToast } from "../../storybook/app-story-frame";
import { pending, type StoryRoute } from "../../storybook/story-api";
import { AlertSettingsScreen } from "./alert-settings";
import { alertSettings } from "./fixtures";

const settingsRoute = (settings = alertSettings): StoryRoute => ({
  path: /^\/alerts\/settings$/,
  respond: () => settings,
});
const thresholdsRoute: StoryRoute = { path: /^\/alerts\/thresholds$/, respond: () => ({ "po-line-due": 10 }) };
const saveRoute: StoryRoute = {
  method: "PUT",
  path: /^\/alerts\/settings$/,
  respond: ({ body }) => ({ ...alertSettings, ...(body as object) }),
};

const meta = {
  title: "App/Alerts/Settings",
  component: AlertSettingsScreen,
  ...appScreenStory({ api: [settingsRoute(), thresholdsRoute, saveRoute], route: { path: "/alerts/settings" } }),
} satisfies Meta<typeof AlertSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("combobox", { name: "Outside processing overdue" })).toHaveValue("immediate");
    await expect(canvas.getByRole("textbox", { name: "PO line due (days)" })).toHaveValue("10");
  },
};

/** Turn a rule off and save: the body carries every choice; the toast confirms. */
export const TurnARuleOff: Story = {
  // What it proves is the save and its toast; Default is the look. The toast's arrival made the
  // screenshot differ from run to run.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole("combobox", { name: "WO will be late" }), "off");
    await userEvent.click(canvas.getByRole("button", { name: "Save your alert settings" }));
    await findToast(canvasElement, "Alert settings saved");
  },
};

/** No SMTP_URL on this server: the settings say that no email goes out. */
export const EmailOff: Story = {
  parameters: { api: [settingsRoute({ ...alertSettings, EmailEnabled: false }), thresholdsRoute] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This server sends no email/)).toBeVisible();
  },
};

/** The server refuses a time zone it does not know: the message sits on the field. */
export const BadTimeZone: Story = {
  parameters: {
    api: [
      settingsRoute(),
      thresholdsRoute,
      {
        method: "PUT",
        path: /^\/alerts\/settings$/,
        respond: () => {
          throw new ApiError(400, "validation_failed", "Check the highlighted fields.", {
            TimeZone: "Name a time zone, e.g. Europe/Berlin.",
          });
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = await canvas.findByRole("textbox", { name: "Time zone" });
    await userEvent.clear(zone);
    await userEvent.type(zone, "Mars/Olympus");
    await userEvent.click(canvas.getByRole("button", { name: "Save your alert settings" }));
    await expect(await canvas.findByText("Name a time zone, e.g. Europe/Berlin.")).toBeVisible();
  },
};

export const Loading: Story = { parameters: { api: [{ path: /.*/, respond: pending }] } };
