import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CommandSearch } from "../command-search";
import { AppHeader } from "./app-header";
import { isCurrentPath } from "./nav-items";

const slots = {
  search: <input aria-label="Search PO, WO or Customer" />,
  userMenu: <button type="button">Dana</button>,
};

function mockMatchMedia(matches: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("AppHeader", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows only the logo link when signed out", () => {
    render(<AppHeader {...slots} />);
    expect(screen.getByRole("link", { name: "Shopdesk" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Dana" })).not.toBeInTheDocument();
  });

  it("shows the menu, search and user menu when signed in, marking the current page", () => {
    render(<AppHeader {...slots} isSignedIn currentPath="/customer/ACME" />);
    const links = within(screen.getByRole("navigation", { name: "Main" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Customers", "/customer"],
      ["Parts", "/part"],
      ["Suppliers", "/supplier"],
      ["Reports", "/reports"],
    ]);
    expect(screen.getByRole("link", { name: "Customers" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("textbox", { name: "Search PO, WO or Customer" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dana" })).toBeInTheDocument();
  });

  it("uses the environment colour class, falling back to development", () => {
    const { rerender } = render(<AppHeader environmentName="staging" />);
    expect(screen.getByRole("banner")).toHaveClass("env-staging", "h-16", "fixed", "bg-env");
    rerender(<AppHeader environmentName="qa" />);
    expect(screen.getByRole("banner")).toHaveClass("env-development");
  });

  it("renders links through renderLink", () => {
    render(
      <AppHeader
        isSignedIn
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole("link", { name: "Parts" })).toHaveAttribute("href", "#/part");
  });

  it("renders nothing when hidden", () => {
    const { container } = render(<AppHeader isSignedIn isHidden />);
    expect(container).toBeEmptyDOMElement();
  });

  it("collapses the menu and search behind a toggle on small screens", async () => {
    mockMatchMedia(false);
    render(
      <AppHeader
        {...slots}
        isSignedIn
        currentPath="/"
        renderLink={({ href, onClick, children, ...props }) => (
          <a
            {...props}
            href={href}
            onClick={(event) => {
              event.preventDefault();
              onClick?.();
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(panel).toBeVisible();
    expect(within(panel!).getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(within(panel!).getByRole("textbox", { name: "Search PO, WO or Customer" })).toBeInTheDocument();
    await userEvent.click(within(panel!).getByRole("link", { name: "Parts" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("opens the closed menu for Ctrl+K and /, focuses the box, and Escape closes it and gives the focus back", async () => {
    mockMatchMedia(false);
    const search = (
      <CommandSearch
        onSearch={async () => []}
        onSelect={() => {}}
        commands={[{ heading: "Go to", items: [{ id: "home", label: "Home", onSelect: () => {} }] }]}
      />
    );
    render(
      <>
        <button type="button">On the page</button>
        <AppHeader isSignedIn search={search} />
      </>,
    );
    const toggle = screen.getByRole("button", { name: "Menu" });
    const onPage = screen.getByRole("button", { name: "On the page" });
    for (const shortcut of ["{Control>}k{/Control}", "/"]) {
      onPage.focus();
      await userEvent.keyboard(shortcut);
      expect(toggle).toHaveAttribute("aria-expanded", "true");
      expect(screen.getByRole("combobox", { name: "Search PO, WO or Customer" })).toHaveFocus();
      await userEvent.keyboard("{Escape}");
      expect(onPage).toHaveFocus();
      expect(toggle).toHaveAttribute("aria-expanded", "false");
    }
  });

  it("leaves a menu the user opened open after Escape", async () => {
    mockMatchMedia(false);
    const search = (
      <CommandSearch
        onSearch={async () => []}
        onSelect={() => {}}
        commands={[{ heading: "Go to", items: [{ id: "home", label: "Home", onSelect: () => {} }] }]}
      />
    );
    render(<AppHeader isSignedIn search={search} />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    await userEvent.keyboard("{Control>}k{/Control}");
    expect(screen.getByRole("combobox", { name: "Search PO, WO or Customer" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveFocus();
  });

  it("closes the menu when something is picked from its palette, and leaves the focus on the menu's button", async () => {
    mockMatchMedia(false);
    const onSelect = vi.fn();
    const search = (
      <CommandSearch
        onSearch={async () => []}
        onSelect={() => {}}
        commands={[{ heading: "Create", items: [{ id: "new", label: "New customer", onSelect }] }]}
      />
    );
    render(<AppHeader isSignedIn search={search} />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    // The user opened the menu, or the shortcut did: either way the pick closes it.
    for (const open of [() => userEvent.click(toggle), () => userEvent.keyboard("{Control>}k{/Control}")]) {
      await open();
      await userEvent.click(screen.getByRole("combobox", { name: "Search PO, WO or Customer" }));
      await userEvent.keyboard("new{Enter}");
      expect(onSelect).toHaveBeenCalledTimes(1);
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(toggle).toHaveFocus();
      onSelect.mockClear();
    }
  });
});

describe("isCurrentPath", () => {
  it.each([
    ["/", "/", true],
    ["/", "/customer", false],
    ["/customer", "/customer", true],
    ["/customer", "/customer/ACME?tab=parts", true],
    ["/customer", "/customers", false],
    ["/part", "/print/part-pricing/1/A", false],
    ["/reports", undefined, false],
  ] as const)("%s is current on %s: %s", (href, path, expected) => {
    expect(isCurrentPath(href, path)).toBe(expected);
  });
});
