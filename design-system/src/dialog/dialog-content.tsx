import * as React from "react";
import { createPortal } from "react-dom";
import { X } from "lucide-react";
import { cn } from "../lib/cn";
import { DialogClose, useDialog, type DialogState } from "./dialog";

/*
 * A modal dialog on the browser's own `<dialog>` and `showModal()`: the browser makes the rest
 * of the page inert (no focus, no clicks, hidden from screen readers), puts the box in the top
 * layer above everything, and draws the backdrop. What it leaves to us is what Radix's dialog
 * did on top: Escape and a press on the backdrop through `onOpenChange` (so React holds the
 * open state), the first focus, the focus back on close, and the page not scrolling behind.
 * Radix's dialog with its focus scope, scroll lock and layers was ≈ 11 KB gzip of every form
 * (docs/performance.md, "Bundle").
 */

export type DialogContentProps = Omit<React.ComponentProps<"dialog">, "open" | "onCancel" | "onClose"> & {
  /** Show the × button in the corner (labelled "Close"). */
  showCloseButton?: boolean;
  /** `alertdialog` for a question that interrupts (ConfirmDialog). */
  role?: "dialog" | "alertdialog";
  /** On opening; `preventDefault()` and focus something yourself. Default: the first field or button. */
  onOpenAutoFocus?: (event: Event) => void;
  /** On closing; `preventDefault()` and focus something yourself. Default: the trigger, else what had the focus before. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Escape was pressed; `preventDefault()` keeps the dialog open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** The backdrop was pressed; `preventDefault()` keeps the dialog open. */
  onPointerDownOutside?: (event: PointerEvent) => void;
};

/** The dialog box, centred over a dimmed page, in the top layer; the rest of the page is inert while it is open. */
export function DialogContent(props: DialogContentProps) {
  const dialog = useDialog("DialogContent");
  return dialog.open ? createPortal(<DialogBox {...props} dialog={dialog} />, document.body) : null;
}

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first element Tab would reach in `root`, the × last (it closes, so it should not be where typing starts). */
function firstTabbable(root: HTMLElement): HTMLElement | undefined {
  const candidates = [...root.querySelectorAll<HTMLElement>(tabbable)].filter(
    (element) => !element.closest("[hidden], [inert]"),
  );
  return candidates.find((element) => element.dataset.slot !== "dialog-close") ?? candidates[0];
}

function DialogBox({
  dialog,
  className,
  children,
  showCloseButton = true,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  onPointerDownOutside,
  ...props
}: DialogContentProps & { dialog: DialogState }) {
  const ref = React.useRef<HTMLDialogElement>(null);
  // The latest handlers, for the open and close steps that run once.
  const focusHandlers = React.useRef({ onOpenAutoFocus, onCloseAutoFocus, trigger: dialog.trigger });
  React.useLayoutEffect(() => {
    focusHandlers.current = { onOpenAutoFocus, onCloseAutoFocus, trigger: dialog.trigger };
  });

  React.useLayoutEffect(() => {
    const element = ref.current!;
    const focusedBefore = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    const opening = new Event("dialog.openAutoFocus", { cancelable: true });
    focusHandlers.current.onOpenAutoFocus?.(opening);
    if (!opening.defaultPrevented) (firstTabbable(element) ?? element).focus();
    return () => {
      if (element.open) element.close();
      const closing = new Event("dialog.closeAutoFocus", { cancelable: true });
      focusHandlers.current.onCloseAutoFocus?.(closing);
      if (closing.defaultPrevented) return;
      const returnTo = focusHandlers.current.trigger ?? focusedBefore;
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      id={dialog.contentId}
      aria-labelledby={dialog.titleId}
      aria-describedby={dialog.descriptionId}
      data-slot="dialog-content"
      data-state="open"
      className={cn(
        // The box is the element itself (no padding of its own lies outside the card), so a
        // press on the element is a press on the backdrop.
        "m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-visible border-0 bg-transparent p-0 text-base font-normal text-foreground backdrop:bg-overlay/50",
        className,
      )}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.defaultPrevented) return;
        onEscapeKeyDown?.(event.nativeEvent);
        const keepsOpen = event.nativeEvent.defaultPrevented;
        // Ours, not the browser's close request: React decides whether the dialog closes.
        event.preventDefault();
        if (!keepsOpen) dialog.setOpen(false);
      }}
      onCancel={(event) => {
        // Another close request (e.g. a phone's back gesture): the same path as Escape.
        event.preventDefault();
        dialog.setOpen(false);
      }}
      onClose={() => {
        // Closed by the browser itself: React's state follows (the content then unmounts).
        if (dialog.open) dialog.setOpen(false);
      }}
      onPointerDown={(event) => {
        if (event.target !== event.currentTarget) return;
        onPointerDownOutside?.(event.nativeEvent);
        if (!event.nativeEvent.defaultPrevented) dialog.setOpen(false);
      }}
      {...props}
    >
      <div
        data-slot="dialog-box"
        className="relative grid max-h-[calc(100dvh-2rem)] gap-4 overflow-y-auto overscroll-contain rounded-lg border bg-background p-6 shadow-lg"
      >
        {children}
        {showCloseButton && (
          <DialogClose
            data-slot="dialog-close"
            className="absolute top-4 right-4 rounded-sm p-1 text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogClose>
        )}
      </div>
    </dialog>
  );
}
