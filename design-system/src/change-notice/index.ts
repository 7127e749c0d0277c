export {
  ChangeNotice,
  IncomingChangesBar,
  type ChangeNoticeProps,
  type IncomingChangesBarProps,
} from "./change-notice";
