import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";

function BrokenWorkOrder(): React.ReactNode {
  throw new Error("WO 100001 has no operations");
}

describe("ErrorBoundary", () => {
  // React logs caught render errors to the console; keep the test output readable.
  beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it("renders its children while nothing throws", () => {
    render(
      <ErrorBoundary>
        <p>Work order 100001</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Work order 100001")).toBeInTheDocument();
  });

  it("shows the fallback and reports the error once with its component stack", async () => {
    const onError = vi.fn();
    const onReload = vi.fn();
    render(
      <ErrorBoundary onError={onError} onReload={onReload}>
        <BrokenWorkOrder />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Error in Application" })).toBeInTheDocument();
    expect(screen.getByText("Sorry, an unexpected error has occurred.")).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    const [error, componentStack] = onError.mock.calls[0] as [Error, string];
    expect(error.message).toBe("WO 100001 has no operations");
    expect(typeof componentStack).toBe("string");
    expect(componentStack).toContain("BrokenWorkOrder");
    await userEvent.click(screen.getByRole("button", { name: "Reload Page" }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
