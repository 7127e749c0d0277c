import * as React from "react";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { Slot } from "@radix-ui/react-slot";
import { cn } from "../lib/cn";

/** The open state and the ids its parts share. */
export type DialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The trigger, which gets the focus back when the dialog closes. */
  trigger: HTMLElement | null;
  setTrigger: (trigger: HTMLElement | null) => void;
  contentId: string;
  titleId: string;
  descriptionId: string;
};

const DialogContext = React.createContext<DialogState | null>(null);

/** The Dialog around a part; throws when there is none. */
export function useDialog(part: string): DialogState {
  const state = React.useContext(DialogContext);
  if (!state) throw new Error(`${part} must be inside a Dialog.`);
  return state;
}

export type DialogProps = {
  /** Open or closed, when the caller holds the state; with `onOpenChange`. */
  open?: boolean;
  /** Open at first, when the dialog holds its own state. */
  defaultOpen?: boolean;
  /** Asked to open (the trigger) or to close (Escape, the backdrop, the × or a close button). */
  onOpenChange?: (open: boolean) => void;
  children?: React.ReactNode;
};

/**
 * The dialog's state, shared by its trigger, its content (`dialog-content.tsx`: the `<dialog>`
 * itself) and its close buttons.
 */
export function Dialog({ open: openProp, defaultOpen = false, onOpenChange, children }: DialogProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: "Dialog",
  });
  const [trigger, setTrigger] = React.useState<HTMLElement | null>(null);
  const id = React.useId();
  const state = React.useMemo<DialogState>(
    () => ({
      open,
      setOpen,
      trigger,
      setTrigger,
      contentId: `${id}content`,
      titleId: `${id}title`,
      descriptionId: `${id}description`,
    }),
    [open, setOpen, trigger, id],
  );
  return <DialogContext value={state}>{children}</DialogContext>;
}

type PressableProps = React.ComponentProps<"button"> & { asChild?: boolean };

/** Opens the dialog; with `asChild`, its child (e.g. a Button) does. */
export function DialogTrigger({ asChild = false, onClick, ...props }: PressableProps) {
  const { open, setOpen, setTrigger, contentId } = useDialog("DialogTrigger");
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      type={asChild ? undefined : "button"}
      data-slot="dialog-trigger"
      ref={setTrigger}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? "open" : "closed"}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      }}
      {...props}
    />
  );
}

/** Closes the dialog; with `asChild`, its child (e.g. a Cancel button) does. */
export function DialogClose({ asChild = false, onClick, ...props }: PressableProps) {
  const dialog = useDialog("DialogClose");
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      type={asChild ? undefined : "button"}
      data-slot="dialog-close"
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) dialog.setOpen(false);
      }}
      {...props}
    />
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("grid gap-1.5 pr-6", className)} {...props} />;
}

/** Actions, right-aligned; stacked full-width on small screens with the main action on top. */
export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export type DialogTitleProps = React.ComponentProps<"h2">;

/** The dialog's name (its `aria-labelledby`). */
export function DialogTitle({ className, children, ...props }: DialogTitleProps) {
  const dialog = useDialog("DialogTitle");
  return (
    <h2 id={dialog.titleId} data-slot="dialog-title" className={cn("text-lg font-semibold", className)} {...props}>
      {children}
    </h2>
  );
}

export type DialogDescriptionProps = React.ComponentProps<"p">;

/** What the dialog is for (its `aria-describedby`). */
export function DialogDescription({ className, ...props }: DialogDescriptionProps) {
  const dialog = useDialog("DialogDescription");
  return (
    <p
      id={dialog.descriptionId}
      data-slot="dialog-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
