import * as React from "react";
import { TriangleAlert } from "lucide-react";
import { Button } from "../button";
import { cn } from "../lib/cn";

export type ErrorFallbackProps = React.ComponentProps<"div"> & {
  /** Reloads the page; the only way back after an uncaught render error. Default: `window.location.reload()`. */
  onReload?: () => void;
};

export function ErrorFallback({ onReload, className, ...props }: ErrorFallbackProps) {
  const headingId = React.useId();
  return (
    <div
      data-slot="error-fallback"
      role="alert"
      aria-labelledby={headingId}
      className={cn("flex min-h-svh items-center justify-center bg-background p-6", className)}
      {...props}
    >
      <div className="flex max-w-md flex-col items-center gap-4 rounded-lg border border-border bg-card p-8 text-center text-card-foreground shadow-sm">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert aria-hidden className="size-6" />
        </span>
        <h1 id={headingId} className="text-xl font-semibold">
          Error in Application
        </h1>
        <p className="text-muted-foreground">Sorry, an unexpected error has occurred.</p>
        <Button onClick={onReload ?? (() => window.location.reload())}>Reload Page</Button>
      </div>
    </div>
  );
}
