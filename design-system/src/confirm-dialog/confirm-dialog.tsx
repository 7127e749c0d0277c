import { onDemandDialog } from "../on-demand/on-demand-dialog";
import { withTrigger, type WithTriggerProps } from "../on-demand/with-trigger";
import type { ConfirmDialogBoxProps } from "./confirm-dialog-box";

export type ConfirmDialogProps = WithTriggerProps<ConfirmDialogBoxProps>;

/**
 * Asks the user to confirm an action before it runs ("Cancel PO 4500012345?"); focus starts on
 * the cancel button. Give it a `trigger`, or hold `open` yourself. The dialog's code (and the
 * dialog stack under it) downloads when the trigger is hovered or focused, or the dialog first
 * opens: most screens that can ask never do.
 */
export const ConfirmDialog = withTrigger(
  onDemandDialog(
    () => import("./confirm-dialog-box").then((module) => module.ConfirmDialogBox),
    (props) => props.open,
  ),
);
