import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircle } from "lucide-react";
import { cn } from "../lib/cn";

export const spinnerVariants = cva("shrink-0 motion-safe:animate-spin", {
  variants: {
    size: {
      sm: "size-4",
      md: "size-6",
      lg: "size-10",
    },
  },
  defaultVariants: { size: "md" },
});

export type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, read by screen readers. */
    label?: string;
  };

/** A turning circle with a status role, so "Loading…" is announced. */
export function Spinner({ size, label = "Loading…", className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      data-size={size ?? "md"}
      className={cn("inline-flex items-center justify-center text-primary", className)}
      {...props}
    >
      <LoaderCircle className={spinnerVariants({ size })} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
