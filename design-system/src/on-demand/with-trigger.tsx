import * as React from "react";
import type { OnDemandDialog } from "./on-demand-dialog";

/** What a dialog opened by `withTrigger` takes: its open state and where the focus goes on close. */
export type TriggerableProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's close-focus event: the trigger takes the focus back. */
  onCloseAutoFocus?: (event: Event) => void;
};

/** A trigger-opened dialog's props: the dialog's own, a `trigger`, and its open state, optionally controlled. */
export type WithTriggerProps<P extends TriggerableProps> = Omit<P, keyof TriggerableProps> & {
  /** The element that opens the dialog, e.g. a "Cancel PO" button. */
  trigger?: React.ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

type TriggerProps = {
  ref?: React.Ref<HTMLElement>;
  onClick?: (event: React.MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: React.PointerEvent<HTMLElement>) => void;
  onFocus?: (event: React.FocusEvent<HTMLElement>) => void;
};

/**
 * An on-demand dialog with its trigger, as `DialogTrigger` gives one: the trigger is on
 * the page at once while the dialog's code is not, starts that download on hover or focus, opens
 * the dialog on click and gets the focus back when it closes.
 */
export function withTrigger<P extends TriggerableProps>(Dialog: OnDemandDialog<P>) {
  function Triggered({ trigger, open, defaultOpen = false, onOpenChange, ...props }: WithTriggerProps<P>) {
    const [isOpenHere, setIsOpenHere] = React.useState(defaultOpen);
    const triggerRef = React.useRef<HTMLElement>(null);
    const isOpen = open ?? isOpenHere;
    const setOpen = (next: boolean) => {
      setIsOpenHere(next);
      onOpenChange?.(next);
    };
    const own = (trigger?.props ?? {}) as TriggerProps;
    const dialogProps = {
      ...props,
      open: isOpen,
      onOpenChange: setOpen,
      onCloseAutoFocus: trigger
        ? (event: Event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }
        : undefined,
    } as P;
    return (
      <>
        {trigger &&
          React.cloneElement(trigger, {
            ref: triggerRef,
            "aria-haspopup": "dialog",
            "aria-expanded": isOpen,
            onClick: (event: React.MouseEvent<HTMLElement>) => {
              own.onClick?.(event);
              if (!event.defaultPrevented) setOpen(true);
            },
            onPointerEnter: (event: React.PointerEvent<HTMLElement>) => {
              own.onPointerEnter?.(event);
              Dialog.preload();
            },
            onFocus: (event: React.FocusEvent<HTMLElement>) => {
              own.onFocus?.(event);
              Dialog.preload();
            },
          } as TriggerProps)}
        <Dialog {...dialogProps} />
      </>
    );
  }
  return Object.assign(Triggered, { preload: Dialog.preload });
}
