import * as React from "react";
import { flushSync } from "react-dom";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { cva, type VariantProps } from "class-variance-authority";
import { Button } from "../button/button";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog";
import { cn } from "../lib/cn";
import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../dialog/dialog";
import { DialogContent, type DialogContentProps } from "../dialog/dialog-content";

export const formDialogVariants = cva("", {
  variants: {
    width: {
      md: "max-w-md",
      lg: "max-w-lg",
      xl: "max-w-xl",
      "2xl": "max-w-2xl",
      "3xl": "max-w-3xl",
    },
  },
  defaultVariants: { width: "lg" },
});

export const formDialogFormVariants = cva("grid grid-cols-1", {
  variants: {
    spacing: {
      default: "gap-4",
      relaxed: "gap-5",
    },
  },
  defaultVariants: { spacing: "default" },
});

export type FormDialogWidth = NonNullable<VariantProps<typeof formDialogVariants>["width"]>;

export type FormDialogProps = Omit<React.ComponentProps<typeof Dialog>, "children"> & {
  /** The element that opens the dialog (rendered as the trigger), e.g. a "New PO" button. */
  trigger?: React.ReactElement;
  /** The dialog's title, e.g. "New customer". */
  title: React.ReactNode;
  /** What the dialog does, under the title. */
  description?: React.ReactNode;
  /** The form's accessible name, when the page's tests or landmarks need one; the dialog is already named by its title. */
  formLabel?: string;
  /** The dialog's largest width: `md` for a few fields, up to `3xl` for a form with lines. */
  width?: FormDialogWidth;
  /** The gap between the form's children: `relaxed` for a form made of titled sections. */
  spacing?: "default" | "relaxed";
  /** The submit button's text, e.g. "Create customer". */
  submitLabel?: string;
  /** The text of the button that closes without saving. */
  cancelLabel?: string;
  /** A save is running: the submit button shows loading and cannot be pressed again. */
  isSubmitting?: boolean;
  /** Whether there is something to submit; `false` disables the submit button (e.g. no edits yet). */
  canSubmit?: boolean;
  /**
   * The form holds what the user typed and has not saved: Escape, Cancel, the × and the backdrop
   * ask "Discard what you typed?" (Keep editing / Discard) before closing. Without it they close at once.
   */
  isDirty?: boolean;
  /** Messages about the whole form (e.g. the server's, for no field on screen), above the buttons. */
  formMessage?: React.ReactNode;
  /** On the dialog box (the root element). */
  className?: string;
  /** The fields. */
  children?: React.ReactNode;
  /** Where the focus goes on close; without it, back to `trigger`. */
  onCloseAutoFocus?: DialogContentProps["onCloseAutoFocus"];
} & (
    | {
        /**
         * Runs when the form is submitted (the browser's own submit is prevented first). The
         * dialog stays open: close it through `open` once the save succeeded, so a failure keeps
         * the entries.
         */
        onSubmit: (event: React.FormEvent<HTMLFormElement>) => void | Promise<unknown>;
        fallback?: undefined;
      }
    | {
        onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void | Promise<unknown>;
        /** Shown under the header instead of the form while it cannot be filled in yet (loading, or failed to load). */
        fallback: React.ReactNode;
      }
  );

/**
 * A form in a dialog: the title and what it does, the fields (`children`), form-level messages,
 * then Cancel and the submit button, which shows loading while the save runs. It holds no form
 * state: the caller validates and saves in `onSubmit` (wrapping the fields in its own form
 * library's provider where it needs one) and closes the dialog when done. With `isDirty`, the
 * user's own ways of closing it ask before discarding.
 */
export function FormDialog({
  trigger,
  title,
  description,
  formLabel,
  width,
  spacing,
  submitLabel = "Save",
  cancelLabel = "Cancel",
  isSubmitting = false,
  canSubmit = true,
  isDirty = false,
  onSubmit,
  formMessage,
  fallback,
  className,
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onCloseAutoFocus,
  ...props
}: FormDialogProps) {
  // Held here (or by the caller) so that a close asked for with typed text can wait for the answer.
  const [isOpen, setIsOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: "FormDialog",
  });
  const [isAskingToDiscard, setIsAskingToDiscard] = React.useState(false);

  React.useEffect(() => {
    // The question downloads on demand: fetch it once there is something to lose.
    if (isDirty) ConfirmDialog.preload();
  }, [isDirty]);

  function handleOpenChange(open: boolean) {
    if (!open && isDirty) setIsAskingToDiscard(true);
    else setIsOpen(open);
  }

  function handleDiscard() {
    // The question closes first, giving the focus back inside the form, then the form, giving it
    // back to the trigger: closed in one commit, the focus was left on nothing (the trigger was
    // still inert behind the question when the form gave it back).
    flushSync(() => setIsAskingToDiscard(false));
    setIsOpen(false);
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit?.(event);
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange} {...props}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        data-slot="form-dialog"
        onCloseAutoFocus={onCloseAutoFocus}
        data-width={width ?? "lg"}
        className={cn(formDialogVariants({ width }), className)}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {fallback ?? (
          <form
            noValidate
            data-slot="form-dialog-form"
            aria-label={formLabel}
            onSubmit={handleSubmit}
            className={formDialogFormVariants({ spacing })}
          >
            {children}
            {formMessage}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {cancelLabel}
                </Button>
              </DialogClose>
              <Button type="submit" isLoading={isSubmitting} disabled={!canSubmit}>
                {submitLabel}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
      {/* Beside the form's box, not in it: its keys and close events do not pass through the form's <dialog>. */}
      <ConfirmDialog
        open={isAskingToDiscard}
        onOpenChange={setIsAskingToDiscard}
        title="Discard what you typed?"
        description="Nothing has been saved yet."
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        variant="destructive"
        onConfirm={handleDiscard}
      />
    </Dialog>
  );
}
