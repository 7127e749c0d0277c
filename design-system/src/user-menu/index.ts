export { UserMenu, type UserMenuProps } from "./user-menu";
export {
  createUserMenuHandoff,
  UserMenuButton,
  userInitial,
  UserMenuPlaceholder,
  type UserMenuButtonProps,
  type UserMenuHandoff,
  type UserMenuHandoffState,
  type UserMenuPlaceholderProps,
} from "./user-menu-button";
