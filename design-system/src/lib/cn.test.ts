import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later Tailwind class win over an earlier one of the same kind", () => {
    expect(cn("px-4 py-2 bg-primary", "px-8")).toBe("py-2 bg-primary px-8");
    expect(cn("text-sm text-muted-foreground", "text-foreground")).toBe("text-sm text-foreground");
  });

  it("drops falsy values and flattens conditionals like clsx", () => {
    const isActive = true;
    const isDisabled = false;
    expect(cn("rounded-md", isActive && "bg-accent", isDisabled && "opacity-50", { underline: true })).toBe(
      "rounded-md bg-accent underline",
    );
  });
});
