import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CommandSearch } from "../command-search";
import { sampleResults } from "../command-search/fixtures";
import { AlertBell } from "../alert-bell";
import { UserMenu } from "../user-menu";
import { AppHeader } from "./app-header";

const search = <CommandSearch onSearch={fn(async () => sampleResults)} onSelect={fn()} delayMs={50} />;
const userMenu = <UserMenu givenName="Dana" settingsUrl="https://id.example.com/enduser/settings" onLogout={fn()} />;

const meta = {
  title: "Shell/AppHeader",
  component: AppHeader,
  args: { environmentName: "development", isSignedIn: true, currentPath: "/", search, userMenu },
  argTypes: {
    environmentName: { control: "select", options: ["development", "test", "staging", "production", "unknown"] },
    search: { control: false },
    userMenu: { control: false },
    renderLink: { control: false },
  },
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  decorators: [
    (Story) => (
      <div className="min-h-svh bg-muted pt-16">
        <Story />
        <main className="p-6">
          <h1 className="text-2xl font-semibold">Dashboard</h1>
          <p className="mt-1 text-muted-foreground">Open backlog, WOs due this week and late work.</p>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) => within(canvasElement).getByRole("banner");

export const SignedOut: Story = {
  args: { isSignedIn: false },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(within(header).getByRole("link", { name: "Shopdesk" })).toHaveAttribute("href", "/");
    await expect(within(header).queryByRole("navigation")).not.toBeInTheDocument();
    await expect(within(header).queryByRole("combobox")).not.toBeInTheDocument();
    await expect(within(header).queryByRole("button", { name: /Account menu/ })).not.toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(header.getBoundingClientRect().height).toBe(64);
    const links = within(within(header).getByRole("navigation", { name: "Main" })).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(["Home", "Customers", "Parts", "Suppliers", "Reports"]);
    await expect(within(header).getByRole("combobox", { name: "Search PO, WO or Customer" })).toBeVisible();
    await expect(within(header).getByRole("button", { name: "Account menu for Dana" })).toBeVisible();
  },
};

export const CurrentPageMarked: Story = {
  args: { currentPath: "/supplier/A%2FB%20Plating" },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(within(header).getByRole("link", { name: "Suppliers" })).toHaveAttribute("aria-current", "page");
    await expect(within(header).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  },
};

export const TestEnvironment: Story = { args: { environmentName: "test" } };
export const StagingEnvironment: Story = { args: { environmentName: "staging", currentPath: "/reports" } };
export const ProductionEnvironment: Story = { args: { environmentName: "production", currentPath: "/part" } };

export const UnknownEnvironmentFallsBack: Story = {
  args: { environmentName: "qa-2" },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toHaveClass("env-development");
  },
};

export const SearchingFromHeader: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard("{Control>}k{/Control}");
    await userEvent.keyboard("ACME");
    await expect(await body.findAllByRole("option")).toHaveLength(4);
  },
};

/** At the md breakpoint the whole menu, the search and the user avatar still fit in one row. */
export const Tablet: Story = {
  globals: { viewport: { value: "tablet", isRotated: false } },
  args: { currentPath: "/customer" },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(within(header).getByRole("navigation")).toBeVisible();
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

export const NarrowClosed: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const toggle = within(banner(canvasElement)).getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(within(canvasElement).queryByRole("navigation")).not.toBeInTheDocument();
  },
};

export const NarrowOpen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: { currentPath: "/customer" },
  play: async ({ canvasElement }) => {
    const toggle = within(banner(canvasElement)).getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = canvasElement.ownerDocument.getElementById(toggle.getAttribute("aria-controls")!)!;
    await waitFor(() => expect(panel).toBeVisible());
    await expect(within(panel).getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(within(panel).getByRole("link", { name: "Customers" })).toHaveAttribute("aria-current", "page");
    await expect(within(panel).getByRole("combobox", { name: "Search PO, WO or Customer" })).toBeVisible();
  },
};

export const Hidden: Story = {
  args: { isHidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("banner")).not.toBeInTheDocument();
  },
};

/** The bell between the search and the user menu, with the unread count. */
export const WithAlerts: Story = {
  args: { alerts: <AlertBell unread={4} href="/alerts" /> },
  play: async ({ canvasElement }) => {
    await expect(within(banner(canvasElement)).getByRole("link", { name: "Alerts: 4 unread alerts" })).toBeVisible();
  },
};

/** 375 px: the bell stays in the bar beside the menu button. */
export const NarrowWithAlerts: Story = {
  args: { alerts: <AlertBell unread={12} href="/alerts" /> },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(banner(canvasElement)).getByRole("link", { name: "Alerts: 12 unread alerts" })).toBeVisible();
  },
};
