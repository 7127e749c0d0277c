export { AppHeader, type AppHeaderProps } from "./app-header";
export { appHeaderLinkVariants, type AppHeaderLinkProps, type RenderLink } from "./app-header-link";
export { appHeaderNavItems, isCurrentPath } from "./nav-items";
