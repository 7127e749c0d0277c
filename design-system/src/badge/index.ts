export { Badge, badgeVariants, StatusBadge, type BadgeProps, type StatusBadgeProps } from "./badge";
export { statusTone, type Status, type StatusTone } from "./status";
