export { preloadable } from "./preloadable";
export { onDemandDialog, type OnDemandDialog } from "./on-demand-dialog";
export { withTrigger, type TriggerableProps, type WithTriggerProps } from "./with-trigger";
