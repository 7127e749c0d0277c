/** The header menu, in order. */
export const appHeaderNavItems = [
  { label: "Home", href: "/" },
  { label: "Customers", href: "/customer" },
  { label: "Parts", href: "/part" },
  { label: "Suppliers", href: "/supplier" },
  { label: "Reports", href: "/reports" },
] as const;

/** Whether `href` is the current section: "/" only on the dashboard, others also on sub-paths. */
export function isCurrentPath(href: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false;
  const path = currentPath.split(/[?#]/)[0] || "/";
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}
