import type { alertRoutes, RouteAnswer, RouteBody, RouteQuery } from "@shopdesk/contract";

export {
  alertDeliveries,
  alertRecordKinds,
  alertRuleInfo,
  alertRules,
  type Alert,
  type AlertDelivery,
  type AlertRecordKind,
  type AlertRule,
} from "@shopdesk/contract";

// The shapes of the alert calls, read off the contract's route table.

export type AlertList = RouteAnswer<typeof alertRoutes.list>;
export type AlertFilters = RouteQuery<typeof alertRoutes.list>;
export type AlertSettings = RouteAnswer<typeof alertRoutes.getSettings>;
export type AlertSettingsInput = RouteBody<typeof alertRoutes.putSettings>;
export type AlertThresholds = RouteAnswer<typeof alertRoutes.getThresholds>;
export type AlertReaderInput = RouteBody<typeof alertRoutes.setReader>;
