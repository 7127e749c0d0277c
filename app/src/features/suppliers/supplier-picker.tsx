import { Combobox } from "@shopdesk/design-system";
import type { SupplierSummary } from "../../api/suppliers/types";
import { useSuppliers } from "../../api/suppliers/use-suppliers";
import { ApprovalBadges, LatestCertificate } from "./approval-status";
import { PICKER_PAGE_SIZE, type PickerProps, usePickerSearch } from "../../shared/pickers/use-picker-search";

/** A supplier as a picker holds it: its name and whether its approval has expired. */
export type SupplierChoice = Pick<SupplierSummary, "SupplierName" | "IsApprovalExpired">;

export type SupplierPickerProps = PickerProps<SupplierChoice, SupplierSummary>;

/**
 * Picks an active supplier by name, looked up as the user types (`GET /suppliers?q=`). Each
 * option shows its services, approval and latest certificate file, an expired one flagged
 * before it is picked.
 */
export function SupplierPicker({ value, onChange, placeholder = "Supplier name…", ...props }: SupplierPickerProps) {
  const { q, lookUpProps } = usePickerSearch();
  const { suppliers, error, isLoading, isValidating } = useSuppliers({
    q,
    active: "true",
    sort: "SupplierName",
    page: 1,
    pageSize: PICKER_PAGE_SIZE,
  });
  return (
    <Combobox<SupplierChoice>
      {...props}
      value={value}
      onChange={(supplier) => onChange(supplier as SupplierSummary | null)}
      itemText={(supplier) => supplier.SupplierName}
      itemKey={(supplier) => supplier.SupplierName}
      renderItem={(supplier) => {
        const summary = supplier as SupplierSummary;
        return (
          <span className="grid gap-0.5">
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{summary.SupplierName}</span>
              <ApprovalBadges status={summary.ApprovalStatus} isExpired={summary.IsApprovalExpired} />
            </span>
            <span className="truncate text-xs text-muted-foreground">
              {summary.Services.join(", ") || "No services listed"}
            </span>
            {summary.LatestCertificate && (
              <span className="text-xs">
                <LatestCertificate certificate={summary.LatestCertificate} />
              </span>
            )}
          </span>
        );
      }}
      {...lookUpProps({ items: suppliers?.Items, error, isLoading, isValidating }, "suppliers")}
      emptyMessage="No active supplier matches"
      listLabel="Suppliers"
      placeholder={placeholder}
    />
  );
}
