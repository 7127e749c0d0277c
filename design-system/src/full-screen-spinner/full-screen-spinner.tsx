import * as React from "react";
import { createPortal } from "react-dom";
import { LoaderCircle } from "lucide-react";
import { cn } from "../lib/cn";

export type FullScreenSpinnerProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** What the user waits for; shown under the spinner and read by screen readers. */
  label?: string;
};

/**
 * Covers the whole viewport while something blocking loads (e.g. signing in). Everything else on
 * the page is made `inert` while it shows, so neither pointer nor keyboard reaches it.
 */
export function FullScreenSpinner({ label = "Loading…", className, ...props }: FullScreenSpinnerProps) {
  const [overlay, setOverlay] = React.useState<HTMLDivElement | null>(null);

  React.useEffect(() => {
    if (!overlay) return;
    const portalRoot = overlay.parentElement;
    const made = Array.from(document.body.children).filter(
      (element) => element !== portalRoot && element !== overlay && !element.hasAttribute("inert"),
    );
    for (const element of made) element.setAttribute("inert", "");
    return () => {
      for (const element of made) element.removeAttribute("inert");
    };
  }, [overlay]);

  return createPortal(
    <div
      ref={setOverlay}
      role="status"
      aria-busy="true"
      aria-label={label}
      data-slot="full-screen-spinner"
      className={cn(
        "fixed inset-0 z-200 flex flex-col items-center justify-center gap-3 bg-background text-sm font-medium text-foreground",
        className,
      )}
      {...props}
    >
      <LoaderCircle className="size-10 text-primary motion-safe:animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>,
    document.body,
  );
}
