import {
  Building2,
  ClipboardList,
  FilePlus2,
  Factory,
  History,
  LayoutDashboard,
  Package,
  Printer,
  Truck,
  Users,
  Wrench,
  ChartColumn,
} from "lucide-react";
import { StatusBadge } from "../badge";
import type { PaletteCommandGroup, PaletteRecordGroup } from "./types";

/**
 * Sample palette commands for stories and tests, as the app offers them on a PO screen: recent
 * records, Go to, Create and the screen's actions. `onRun` gets the id of the command picked.
 */
export function samplePaletteCommands(onRun: (id: string) => void): PaletteCommandGroup[] {
  const command = (
    id: string,
    label: string,
    rest: Omit<PaletteCommandGroup["items"][number], "id" | "label" | "onSelect"> = {},
  ) => ({
    id,
    label,
    ...rest,
    onSelect: () => onRun(id),
  });
  const recent = <History />;
  return [
    {
      heading: "Recent",
      items: [
        command("recent-po-1012", "PO 4500012345", { hint: "ACME", icon: recent }),
        command("recent-wo-100022", "WO 100022", { hint: "NORTHWIND · BRK-1044 rev C", icon: recent }),
        command("recent-customer-bolt", "BOLT-AERO", { hint: "Customer", icon: recent }),
      ],
    },
    {
      heading: "Go to",
      items: [
        command("go-dashboard", "Dashboard", { shortcut: "g h", icon: <LayoutDashboard />, keywords: ["home"] }),
        command("go-pos", "Purchase orders", { shortcut: "g p", icon: <ClipboardList />, keywords: ["po"] }),
        command("go-wos", "Work orders", { shortcut: "g w", icon: <Wrench />, keywords: ["wo", "traveler"] }),
        command("go-customers", "Customers", { shortcut: "g c", icon: <Users /> }),
        command("go-parts", "Parts", { shortcut: "g t", icon: <Package />, keywords: ["pricing"] }),
        command("go-suppliers", "Suppliers", { shortcut: "g s", icon: <Factory /> }),
        command("go-reports", "Reports", { shortcut: "g r", icon: <ChartColumn /> }),
      ],
    },
    {
      heading: "Create",
      items: [
        command("new-po", "New PO", { icon: <FilePlus2 />, keywords: ["purchase order", "add"] }),
        command("new-customer", "New customer", { icon: <FilePlus2 />, keywords: ["add"] }),
        command("new-part", "New part", { icon: <FilePlus2 />, keywords: ["add"] }),
        command("new-supplier", "New supplier", { icon: <FilePlus2 />, keywords: ["add", "vendor"] }),
        command("new-stock-wo", "New stock WO", { icon: <FilePlus2 />, keywords: ["work order", "add"] }),
      ],
    },
    {
      heading: "Actions",
      items: [
        command("ship", "Ship", { hint: "PO 4500012345", icon: <Truck />, keywords: ["packing slip"] }),
        command("make-wos", "Make WOs", { hint: "PO 4500012345", icon: <Building2 />, keywords: ["work orders"] }),
        command("print-slip", "Print slip", { hint: "Packing slip 1", icon: <Printer />, keywords: ["packing slip"] }),
      ],
    },
  ];
}

/**
 * Sample record groups, one of each kind the app searches, the customers before the PO rows as
 * the app shows them. `onOpen` gets the id of the record picked.
 */
export function sampleRecordGroups(onOpen: (id: string) => void): PaletteRecordGroup[] {
  const record = (id: string, fields: Omit<PaletteRecordGroup["items"][number], "id" | "onSelect">) => ({
    id,
    ...fields,
    onSelect: () => onOpen(id),
  });
  return [
    {
      heading: "Customers",
      isBeforeResults: true,
      items: [record("customer-BOLT-AERO", { label: "BOLT-AERO", detail: "Bolt Aerospace, Wichita KS" })],
    },
    {
      heading: "Parts",
      items: [
        record("part-BOLT-0420-B", {
          label: "BOLT-0420 rev B",
          detail: "Shoulder bolt, 17-4 PH, H1025",
          meta: "BOLT-AERO",
        }),
        record("part-BOLT-0420-A", { label: "BOLT-0420 rev A", detail: "Shoulder bolt, 17-4 PH", meta: "Superseded" }),
      ],
    },
    {
      heading: "Suppliers",
      items: [record("supplier-bolt-city", { label: "Bolt City Plating", detail: "Cadmium, zinc-nickel" })],
    },
    {
      heading: "Work orders",
      items: [
        record("wo-100014", {
          label: "WO 100014",
          detail: "BOLT-0420 rev B · qty 250",
          meta: "Due 05/10/2024",
          badges: <StatusBadge status="In Progress" />,
        }),
      ],
    },
  ];
}
