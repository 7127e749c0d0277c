import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { UserMenu } from "./user-menu";

const meta = {
  title: "Shell/UserMenu",
  component: UserMenu,
  args: { givenName: "Dana", settingsUrl: "https://id.example.com/enduser/settings", onLogout: fn() },
  // The menu sits in the header: show it on the environment colour.
  decorators: [
    (Story) => (
      <div className="flex h-16 items-center justify-end bg-env px-4">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const WithName: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Account menu for Dana" });
    await expect(trigger).toHaveTextContent("DDana");
  },
};

export const WithoutName: Story = {
  args: { givenName: undefined },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Account menu" });
    await expect(trigger).toHaveTextContent("U");
  },
};

export const LongName: Story = {
  args: { givenName: "Maximilian-Alexander Featherstonehaugh" },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Account menu for Dana" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await page(canvasElement).findByRole("menu");
    const settings = within(menu).getByRole("menuitem", { name: /Settings/ });
    await expect(settings).toHaveAttribute("href", "https://id.example.com/enduser/settings");
    await expect(settings).toHaveAttribute("target", "_blank");
    await expect(settings).toHaveAttribute("rel", "noopener noreferrer");
    await expect(within(menu).getByRole("menuitem", { name: "Logout" })).toBeInTheDocument();
    await waitFor(() => expect(settings).toHaveFocus());
  },
};

/** Keyboard only: Tab to the trigger, open with Enter, arrow down to Logout, Enter. */
export const Logout: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("button", { name: "Account menu for Dana" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await page(canvasElement).findByRole("menu");
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(page(canvasElement).getByRole("menuitem", { name: "Logout" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page(canvasElement).queryByRole("menu")).not.toBeInTheDocument());
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Account menu for Dana" });
    await expect(within(trigger).queryByText("Dana")).not.toBeVisible();
  },
};
