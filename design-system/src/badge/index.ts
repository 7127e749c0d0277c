export { Badge, badgeVariants, StatusBadge, type BadgeProps, type StatusBadgeProps } from "./badge";
export {
  operationStatuses,
  poStatuses,
  statusTone,
  supplierApprovalStatuses,
  woStatuses,
  type OperationStatus,
  type POStatus,
  type Status,
  type StatusTone,
  type SupplierApprovalStatus,
  type WOStatus,
} from "./status";
