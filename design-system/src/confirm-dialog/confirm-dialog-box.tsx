import * as React from "react";
import { Button } from "../button/button";
import { Dialog, DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../dialog/dialog";
import { DialogContent } from "../dialog/dialog-content";
import type { TriggerableProps } from "../on-demand/with-trigger";

export type ConfirmDialogBoxProps = TriggerableProps & {
  /** The question, e.g. "Cancel PO 4500012345?". */
  title: React.ReactNode;
  /** What happens if the user confirms. */
  description?: React.ReactNode;
  /** Text of the confirm button. */
  confirmLabel?: string;
  /** Text of the button that closes without doing anything. */
  cancelLabel?: string;
  /** `destructive` colours the confirm button red, for deletes and cancellations. */
  variant?: "default" | "destructive";
  /**
   * Runs on confirm. If it returns a promise, the confirm button shows loading and the dialog
   * stays open until it settles; it closes when it resolves and stays open when it rejects,
   * showing the error's message above its buttons.
   */
  onConfirm: () => void | Promise<unknown>;
};

/** The dialog of ConfirmDialog (confirm-dialog.tsx), downloaded when it is first wanted. */
export function ConfirmDialogBox({
  title,
  description,
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  variant = "default",
  onConfirm,
  open,
  onOpenChange: setOpen,
  onCloseAutoFocus,
}: ConfirmDialogBoxProps) {
  const [isPending, setIsPending] = React.useState(false);
  const [failure, setFailure] = React.useState<string>();
  const [wasOpen, setWasOpen] = React.useState(open);
  const cancelRef = React.useRef<HTMLButtonElement>(null);
  // Each opening asks afresh.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFailure(undefined);
  }

  async function handleConfirm() {
    setFailure(undefined);
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setIsPending(true);
    try {
      await result;
      setOpen(false);
    } catch (error) {
      // The dialog stays open to try again, and says why here: the page behind it is inert,
      // so a toast there is neither seen clearly nor read out until the dialog closes.
      setFailure(error instanceof Error && error.message ? error.message : "That did not work. Try again.");
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <DialogContent
        role="alertdialog"
        data-slot="confirm-dialog"
        data-variant={variant}
        showCloseButton={false}
        onPointerDownOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
        className="max-w-md"
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {failure && (
          <p
            role="alert"
            data-slot="confirm-dialog-error"
            className="rounded-md border border-destructive/40 bg-status-danger/40 p-3 text-sm text-destructive"
          >
            {failure}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button ref={cancelRef} variant="outline" disabled={isPending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button
            variant={variant === "destructive" ? "destructive" : "primary"}
            isLoading={isPending}
            onClick={handleConfirm}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
