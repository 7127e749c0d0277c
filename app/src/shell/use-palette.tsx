import { useCallback, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import {
  formatDate,
  useKeySequences,
  type PaletteCommand,
  type PaletteCommandGroup,
  type PaletteRecordGroup,
} from "@shopdesk/design-system";
import { useApi } from "../api/api-context";
import { searchRecords, type RecordHits } from "../api/search/search-records";
import { useRecentRecords } from "../shared/palette/recent-records";
import { useCurrentScreenCommands } from "../shared/palette/screen-commands";

const segment = encodeURIComponent;

/** Each screen of the menu, with its two-key shortcut (docs/app.md, "Command palette"). */
export const goToScreens = [
  { label: "Home", path: "/", keys: "g h" },
  { label: "Purchase orders", path: "/po", keys: "g p" },
  { label: "Work orders", path: "/wo", keys: "g w" },
  { label: "Customers", path: "/customer", keys: "g c" },
  { label: "Parts", path: "/part", keys: "g a" },
  { label: "Suppliers", path: "/supplier", keys: "g s" },
  { label: "Reports", path: "/reports", keys: "g r" },
] as const;

/** What "New …" opens: each list's own dialog, through its `?new=1`. */
export const createRecords = [
  { label: "New PO", path: "/po?new=1", keywords: ["purchase order", "create"] },
  { label: "New customer", path: "/customer?new=1", keywords: ["create"] },
  { label: "New part", path: "/part?new=1", keywords: ["create", "revision"] },
  { label: "New supplier", path: "/supplier?new=1", keywords: ["create", "vendor"] },
  { label: "New stock WO", path: "/wo?new=1", keywords: ["create", "work order"] },
  { label: "Import from a CSV file", path: "/import", keywords: ["import", "csv", "spreadsheet", "upload", "customers", "parts", "suppliers"] },
] as const;

/** The palette's records, opened where each lives. */
export function recordGroups(hits: RecordHits, open: (path: string) => void): PaletteRecordGroup[] {
  return [
    {
      heading: "Customers",
      items: hits.customers.map((customer) => ({
        id: `customer:${customer.CustomerId}`,
        label: customer.CustomerId,
        detail: customer.Name,
        meta: customer.Active ? undefined : "Inactive",
        onSelect: () => open(`/customer/${segment(customer.CustomerId)}`),
      })),
    },
    {
      heading: "Parts",
      items: hits.parts.map((part) => ({
        id: `part:${part.PartNumber}/${part.Revision}`,
        label: `${part.PartNumber} rev ${part.Revision}`,
        detail: part.Description,
        meta: part.IsSuperseded ? "Superseded" : (part.CustomerId ?? undefined),
        onSelect: () => open(`/part?partNumber=${segment(part.PartNumber)}&revision=${segment(part.Revision)}`),
      })),
    },
    {
      heading: "Suppliers",
      items: hits.suppliers.map((supplier) => ({
        id: `supplier:${supplier.SupplierName}`,
        label: supplier.SupplierName,
        detail: supplier.Services.join(", ") || undefined,
        meta: supplier.IsApprovalExpired ? "Approval expired" : supplier.ApprovalStatus,
        onSelect: () => open(`/supplier/${segment(supplier.SupplierName)}`),
      })),
    },
    {
      heading: "Work orders",
      items: hits.workOrders.map((workOrder) => ({
        id: `wo:${workOrder.WONumber}`,
        label: `WO ${workOrder.WONumber}`,
        detail: `${workOrder.PartNumber} rev ${workOrder.Revision}${workOrder.CustomerId ? ` · ${workOrder.CustomerId}` : ""}`,
        meta: `${workOrder.Status} · due ${formatDate(workOrder.DueDate)}`,
        onSelect: () => open(`/wo/${workOrder.WONumber}`),
      })),
    },
  ];
}

/**
 * The header search as a command palette: recent records, Go to, Create and the screen's own
 * commands; customers, parts, suppliers and WOs beside the spec's POs; a WO number typed or
 * scanned and Enter opens that WO; "g p"-style keys and "?" for the list of them.
 */
export function usePalette() {
  const api = useApi();
  const navigate = useNavigate();
  const recents = useRecentRecords();
  const screenCommands = useCurrentScreenCommands();
  const [isShortcutsOpen, setIsShortcutsOpen] = useState(false);

  const open = useCallback((path: string) => void navigate(path), [navigate]);

  const commands = useMemo<PaletteCommandGroup[]>(() => {
    const groups: PaletteCommandGroup[] = [];
    if (recents.length > 0)
      groups.push({
        heading: "Recent",
        isOnlyWhenEmpty: true,
        items: recents.map((record) => ({ id: `recent:${record.path}`, label: record.label, hint: record.detail, onSelect: () => open(record.path) })),
      });
    if (screenCommands.length > 0) groups.push({ heading: "This screen", items: screenCommands });
    groups.push({
      heading: "Go to",
      items: goToScreens.map((screen) => ({ id: `go:${screen.path}`, label: screen.label, shortcut: screen.keys, keywords: ["go"], onSelect: () => open(screen.path) })),
    });
    groups.push({
      heading: "Create",
      items: createRecords.map((record): PaletteCommand => ({ id: `new:${record.path}`, label: record.label, keywords: [...record.keywords], onSelect: () => open(record.path) })),
    });
    return groups;
  }, [recents, screenCommands, open]);

  const onSearchRecords = useCallback(async (text: string, signal?: AbortSignal) => recordGroups(await searchRecords(api, text, signal), open), [api, open]);

  // A traveler's barcode is the WO number: typed or scanned and Enter opens that WO, without
  // waiting for the search. Digits that are no WO (a PO number) are left to the search.
  const onSubmitText = useCallback(
    async (text: string) => {
      if (!/^\d{1,12}$/.test(text)) return false;
      try {
        await api.get(`/work-orders/${text}`);
      } catch {
        return false;
      }
      open(`/wo/${text}`);
      return true;
    },
    [api, open],
  );

  const bindings = useMemo(() => {
    const keys: Record<string, () => void> = { "?": () => setIsShortcutsOpen(true) };
    for (const screen of goToScreens) keys[screen.keys] = () => open(screen.path);
    return keys;
  }, [open]);
  useKeySequences(bindings);

  const shortcutGroups = useMemo(
    () => [
      {
        heading: "Anywhere",
        shortcuts: [
          { keys: ["Ctrl", "K"], label: "Search and commands (⌘K on a Mac)" },
          { keys: ["/"], label: "Search and commands" },
          { keys: ["?"], label: "This list" },
        ],
      },
      { heading: "Go to", shortcuts: goToScreens.map((screen) => ({ keys: screen.keys.split(" "), label: screen.label })) },
      {
        heading: "In the search",
        shortcuts: [
          { keys: ["↑", "↓"], label: "Move through the list" },
          { keys: ["Enter"], label: "Open; a WO number typed or scanned opens that WO" },
          { keys: ["Esc"], label: "Close, back to where you were" },
        ],
      },
    ],
    [],
  );

  return {
    commands,
    onSearchRecords,
    onSubmitText,
    shortcuts: { open: isShortcutsOpen, onOpenChange: setIsShortcutsOpen, groups: shortcutGroups },
  };
}
