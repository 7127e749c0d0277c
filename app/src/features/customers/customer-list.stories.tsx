import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { findToast, appScreenStory } from "../../storybook/app-story-frame";
import { pending } from "../../storybook/story-api";
import { customerListRoute, expectNoSidewaysScroll, failing } from "../../storybook/master-data-api";
import { importRoutes } from "../imports/story-api";
import { CustomerList } from "./customer-list";

const meta = {
  title: "App/Customers/List",
  component: CustomerList,
  ...appScreenStory({ api: [customerListRoute()], route: { path: "/customer?active=all" } }),
} satisfies Meta<typeof CustomerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole("table", { name: "Customers" });
    await within(table).findByRole("link", { name: "ACME" });
    await expect(within(table).getByRole("columnheader", { name: /Contact/ })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** 375 px: code and name stacked in one column, the status beside; no column off-screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole("table", { name: "Customers" });
    await within(table).findByRole("link", { name: "PINNACLE" });
    // The name column is hidden; the name shows under the code instead, once.
    const names = within(table).getAllByText("Pinnacle Aerospace Technologies International");
    await expect(names.filter((element) => element.checkVisibility())).toHaveLength(1);
    await expect(within(table).queryByRole("columnheader", { name: /^Name/ })).not.toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const NoMatches: Story = {
  parameters: { route: { path: "/customer?q=zzz" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No customers found")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Show all customers" })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { api: [customerListRoute([])], route: { path: "/customer" } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("There are no customers yet.")).toBeVisible();
  },
};

export const Loading: Story = { parameters: { api: [{ path: /.*/, respond: pending }] } };

export const LoadFailed: Story = {
  parameters: { api: [{ path: /^\/customers$/, respond: failing() }] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("Could not load customers");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** "New customer" opens the dialog (`?new=1`); Create with nothing typed names what is missing. */
export const NewCustomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "New customer" }));
    const dialog = await within(document.body).findByRole("dialog", { name: "New customer" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create customer" }));
    // The messages come once the form's rules are in (they load at the first check).
    await expect(await within(dialog).findByText("Name is required.")).toBeVisible();
    await expect(within(dialog).getByRole("textbox", { name: /Code/ })).toHaveAttribute("aria-invalid", "true");
    await expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveAttribute("aria-invalid", "true");
  },
};

/** Typed text and Escape: the dialog asks before discarding it (every "New …" dialog, through CreateDialog). */
export const NewCustomerAsksBeforeDiscarding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "New customer" }));
    const dialog = await within(document.body).findByRole("dialog", { name: "New customer" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Code/ }), "acme2");
    await userEvent.keyboard("{Escape}");
    const question = await within(document.body).findByRole("alertdialog", { name: "Discard what you typed?" });
    await expect(within(question).getByRole("button", { name: "Keep editing" })).toHaveFocus();
    await expect(within(dialog).getByRole("textbox", { name: /Code/ })).toHaveValue("ACME2");
  },
};

/** Keyboard only: "Import" leads to the import screen with customers chosen; "Export" downloads every customer as CSV. */
export const ImportAndExport: Story = {
  parameters: { api: [customerListRoute(), ...importRoutes()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Import" })).toHaveFocus();
    await expect(canvas.getByRole("link", { name: "Import" })).toHaveAttribute("href", "/import?kind=customers");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Export" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await findToast(canvasElement, "Exported customers-2026-11-21.csv");
  },
};
