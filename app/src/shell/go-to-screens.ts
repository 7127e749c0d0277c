/** Each screen of the menu, with its two-key shortcut (docs/app.md, "Command palette"). */
export const goToScreens = [
  { label: "Home", path: "/", keys: "g h" },
  { label: "Purchase orders", path: "/po", keys: "g p" },
  { label: "Work orders", path: "/wo", keys: "g w" },
  { label: "Customers", path: "/customer", keys: "g c" },
  { label: "Parts", path: "/part", keys: "g a" },
  { label: "Suppliers", path: "/supplier", keys: "g s" },
  { label: "Reports", path: "/reports", keys: "g r" },
  { label: "Alerts", path: "/alerts", keys: "g n" },
] as const;
