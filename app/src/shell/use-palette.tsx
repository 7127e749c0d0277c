import { useCallback, useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { workOrderRoutes } from "@shopdesk/contract";
import {
  formatDate,
  type PaletteCommand,
  type PaletteCommandGroup,
  type PaletteRecordGroup,
} from "@shopdesk/design-system";
import { useApi } from "../api/api-context";
import { searchRecords, type RecordHits } from "../api/search/search-records";
import { useRecentRecords } from "./recent-records";
import { useCurrentScreenCommands } from "./screen-commands";
import { goToScreens } from "./go-to-screens";

const segment = encodeURIComponent;

/** What "New …" opens: each list's own dialog, through its `?new=1`. */
export const createRecords = [
  { label: "New PO", path: "/po?new=1", keywords: ["purchase order", "create"] },
  { label: "New customer", path: "/customer?new=1", keywords: ["create"] },
  { label: "New part", path: "/part?new=1", keywords: ["create", "revision"] },
  { label: "New supplier", path: "/supplier?new=1", keywords: ["create", "vendor"] },
  { label: "New stock WO", path: "/wo?new=1", keywords: ["create", "work order"] },
  {
    label: "Import from a CSV file",
    path: "/import",
    keywords: ["import", "csv", "spreadsheet", "upload", "customers", "parts", "suppliers"],
  },
] as const;

/**
 * The palette's records, opened where each lives. Customers come before the POs: a customer
 * whose code or name the text matches is what one looks for before the orders that mention it
 * (docs/app.md, "Command palette").
 */
export function recordGroups(hits: RecordHits, open: (path: string) => void): PaletteRecordGroup[] {
  return [
    {
      heading: "Customers",
      isBeforeResults: true,
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
 * scanned and Enter opens that WO. (The "g p"-style keys and "?" are the shell's: use-shortcuts.ts.)
 */
export function usePalette() {
  const api = useApi();
  const navigate = useNavigate();
  const recents = useRecentRecords();
  const screenCommands = useCurrentScreenCommands();

  const open = useCallback((path: string) => void navigate(path), [navigate]);

  const commands = useMemo<PaletteCommandGroup[]>(() => {
    const groups: PaletteCommandGroup[] = [];
    if (recents.length > 0)
      groups.push({
        heading: "Recent",
        isOnlyWhenEmpty: true,
        items: recents.map((record) => ({
          id: `recent:${record.path}`,
          label: record.label,
          hint: record.detail,
          onSelect: () => open(record.path),
        })),
      });
    if (screenCommands.length > 0) groups.push({ heading: "This screen", items: screenCommands });
    groups.push({
      heading: "Go to",
      items: goToScreens.map((screen) => ({
        id: `go:${screen.path}`,
        label: screen.label,
        shortcut: screen.keys,
        keywords: ["go"],
        onSelect: () => open(screen.path),
      })),
    });
    groups.push({
      heading: "Create",
      items: createRecords.map((record): PaletteCommand => ({
        id: `new:${record.path}`,
        label: record.label,
        keywords: [...record.keywords],
        onSelect: () => open(record.path),
      })),
    });
    return groups;
  }, [recents, screenCommands, open]);

  const onSearchRecords = useCallback(
    async (text: string, signal?: AbortSignal) => recordGroups(await searchRecords(api, text, signal), open),
    [api, open],
  );

  // A traveler's barcode is the WO number: typed or scanned and Enter opens that WO, without
  // waiting for the search. Digits that are no WO (a PO number) are left to the search.
  const onSubmitText = useCallback(
    async (text: string) => {
      if (!/^\d{1,12}$/.test(text)) return false;
      try {
        await api.call(workOrderRoutes.get, { params: { woNumber: text } });
      } catch {
        return false;
      }
      open(`/wo/${text}`);
      return true;
    },
    [api, open],
  );

  return { commands, onSearchRecords, onSubmitText };
}
