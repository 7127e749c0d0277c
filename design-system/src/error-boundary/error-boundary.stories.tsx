import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ErrorBoundary } from "./error-boundary";
import { ErrorFallback } from "./error-fallback";

const meta = {
  title: "Shell/ErrorFallback",
  component: ErrorFallback,
  args: { onReload: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fallback: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Error in Application" })).toBeInTheDocument();
    await expect(canvas.getByText("Sorry, an unexpected error has occurred.")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Reload Page" }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};

function BrokenCustomerScreen(): React.ReactNode {
  throw new Error("Cannot read properties of undefined (reading 'CustomerId')");
}

const onError = fn();

/** A boundary around a screen that throws while rendering: the fallback replaces it and onError fires once. */
export const BoundaryAroundThrowingScreen: Story = {
  render: (args) => (
    <ErrorBoundary onError={onError} onReload={args.onReload}>
      <BrokenCustomerScreen />
    </ErrorBoundary>
  ),
  beforeEach: () => void onError.mockClear(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Error in Application" })).toBeInTheDocument();
    await expect(onError).toHaveBeenCalledTimes(1);
    // The static build minifies component names, so only check that a stack arrived.
    await expect(onError).toHaveBeenCalledWith(expect.any(Error), expect.stringMatching(/\n\s+at /));
  },
};
