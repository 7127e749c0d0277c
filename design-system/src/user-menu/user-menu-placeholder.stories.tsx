import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Arrived, createLateArrival, deliverLateArrival } from "../lib/late-arrival";
import { UserMenu, type UserMenuProps } from "./user-menu";
import { createUserMenuHandoff, UserMenuPlaceholder } from "./user-menu-button";

/** The header's user menu as the shell has it: the placeholder until the menu's code arrives. */
function LateUserMenu(props: UserMenuProps) {
  const [handoff] = React.useState(createUserMenuHandoff);
  const [arrival] = React.useState(createLateArrival);
  return (
    <div className="flex h-16 items-center justify-end gap-4 bg-env px-4">
      <button type="button" className="rounded-md bg-background px-3 py-2 text-sm">
        Elsewhere
      </button>
      <React.Suspense fallback={<UserMenuPlaceholder givenName={props.givenName} handoff={handoff} />}>
        <Arrived arrival={arrival}>
          <UserMenu {...props} takeOver={handoff} />
        </Arrived>
      </React.Suspense>
    </div>
  );
}

const meta = {
  title: "Shell/UserMenuPlaceholder",
  component: LateUserMenu,
  args: { givenName: "Dana", settingsUrl: "https://id.example.com/enduser/settings", onLogout: fn() },
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof LateUserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { name: "Account menu for Dana" });
const menuArrived = (canvasElement: HTMLElement) => waitFor(() => expect(trigger(canvasElement)).toHaveAttribute("id"));

/** Before the menu's code arrives: the same button, avatar and name. */
export const WhileTheMenuDownloads: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent("DDana");
    await expect(trigger(canvasElement)).toHaveAttribute("aria-haspopup", "menu");
  },
};

/** Clicked before the code arrived: the menu opens as soon as it does. */
export const ClickedBeforeItArrives: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    deliverLateArrival();
    const menu = await page(canvasElement).findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "Logout" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page(canvasElement).queryByRole("menu")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** Tabbed to before the code arrived: the real button has the focus, and Enter opens the menu. */
export const FocusedBeforeItArrives: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    deliverLateArrival();
    await menuArrived(canvasElement);
    await expect(trigger(canvasElement)).toHaveFocus();
    await expect(page(canvasElement).queryByRole("menu")).not.toBeInTheDocument();
    await userEvent.keyboard("{Enter}");
    await page(canvasElement).findByRole("menu");
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(page(canvasElement).getByRole("menuitem", { name: "Logout" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Nobody touched it: the menu arrives closed and takes no focus. */
export const UntouchedWhenItArrives: Story = {
  play: async ({ canvasElement }) => {
    const elsewhere = within(canvasElement).getByRole("button", { name: "Elsewhere" });
    elsewhere.focus();
    deliverLateArrival();
    await menuArrived(canvasElement);
    await expect(elsewhere).toHaveFocus();
    await expect(page(canvasElement).queryByRole("menu")).not.toBeInTheDocument();
  },
};
