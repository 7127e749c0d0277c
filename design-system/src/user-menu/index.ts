export { UserMenu, userInitial, type UserMenuProps } from "./user-menu";
