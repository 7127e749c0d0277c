import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";

describe("Button", () => {
  it("mirrors the default variant and size on data attributes", () => {
    render(<Button>Save PO</Button>);
    const button = screen.getByRole("button", { name: "Save PO" });
    expect(button).toHaveAttribute("data-slot", "button");
    expect(button).toHaveAttribute("data-variant", "primary");
    expect(button).toHaveAttribute("data-size", "md");
  });

  it("mirrors the chosen variant and size", () => {
    render(
      <Button variant="destructive" size="sm">
        Delete WO
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Delete WO" });
    expect(button).toHaveAttribute("data-variant", "destructive");
    expect(button).toHaveAttribute("data-size", "sm");
    expect(button).toHaveClass("bg-destructive", "h-8");
  });

  it("merges className so the caller's Tailwind class wins over the variant's", () => {
    render(<Button className="h-12 px-8">Save PO</Button>);
    const button = screen.getByRole("button", { name: "Save PO" });
    expect(button).toHaveClass("h-12", "px-8", "bg-primary");
    expect(button).not.toHaveClass("h-10");
    expect(button).not.toHaveClass("px-4");
  });

  it("renders its child instead of a <button> with asChild", () => {
    render(
      <Button asChild variant="outline">
        <a href="/customers">Customers</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Customers" });
    expect(link).toHaveAttribute("href", "/customers");
    expect(link).toHaveAttribute("data-variant", "outline");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("calls onClick when clicked and not when disabled", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save PO</Button>);
    await user.click(screen.getByRole("button", { name: "Save PO" }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} disabled>
        Save PO
      </Button>,
    );
    await user.click(screen.getByRole("button", { name: "Save PO" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("is busy, aria-disabled and still named by its label while loading, and ignores presses", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button isLoading onClick={onClick}>
        Save PO
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save PO" });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("data-state", "loading");
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.click(button);
    button.focus();
    await user.keyboard("{Enter} ");
    expect(onClick).not.toHaveBeenCalled();
  });

  it("keeps the focus while it loads, and submits no form meanwhile", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save PO</Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Save PO" });
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" isLoading>
          Save PO
        </Button>
      </form>,
    );
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
