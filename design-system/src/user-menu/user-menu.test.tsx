import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { UserMenu } from "./user-menu";
import { userInitial } from "./user-menu-button";

describe("userInitial", () => {
  it.each([
    ["Dana", "D"],
    ["  élodie", "É"],
    ["", "U"],
    [undefined, "U"],
    [null, "U"],
    ["   ", "U"],
  ])("%j → %s", (name, initial) => {
    expect(userInitial(name)).toBe(initial);
  });
});

describe("UserMenu", () => {
  it("opens from the keyboard and reaches Logout", async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<UserMenu givenName="Dana" settingsUrl="https://id.example.com/settings" onLogout={onLogout} />);
    await user.tab();
    const trigger = screen.getByRole("button", { name: "Account menu for Dana" });
    expect(trigger).toHaveFocus();
    await user.keyboard("{Enter}");
    const settings = await screen.findByRole("menuitem", { name: /Settings/ });
    expect(settings).toHaveAttribute("href", "https://id.example.com/settings");
    expect(settings).toHaveAttribute("target", "_blank");
    expect(settings).toHaveAttribute("rel", "noopener noreferrer");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Logout" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("shows U and a generic name without a given name", () => {
    render(<UserMenu settingsUrl="#" onLogout={() => {}} />);
    expect(screen.getByRole("button", { name: "Account menu" })).toHaveTextContent("U");
  });
});
