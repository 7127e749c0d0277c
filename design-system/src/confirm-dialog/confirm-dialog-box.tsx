import * as React from "react";
import { Button } from "../button/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../dialog/dialog";
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
   * stays open until it settles; it closes when it resolves and stays open when it rejects.
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
  const cancelRef = React.useRef<HTMLButtonElement>(null);

  async function handleConfirm() {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setIsPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure (e.g. with a toast); the dialog stays open to retry.
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
