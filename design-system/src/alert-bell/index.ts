export { AlertBell, unreadBadgeText, unreadSentence, type AlertBellProps } from "./alert-bell";
