import { Badge, Card, SearchBox } from "@shopdesk/design-system";
import type { PartFilters, PartKey, PartSummary } from "../../api/parts/types";
import { useParts } from "../../api/parts/use-parts";
import { ActiveBadge } from "../../shared/lists/active-badge";
import { ActiveFilter } from "../../shared/lists/active-filter";
import { ListTable, PrimaryCell, RowButton, type ListColumn } from "../../shared/lists/list-table";
import { useListParams } from "../../shared/lists/use-list-params";
import { PART_PAGE_SIZE, partListSpec } from "./part-list-params";

export type PartSearchProps = { selected?: PartKey; onSelect: (part: PartKey) => void };

const superseded = (part: PartSummary) =>
  part.IsSuperseded && (
    <Badge variant="neutral" className="ml-2">
      Superseded
    </Badge>
  );

// On a phone: one column, the part number with its revision and description under it.
function partColumns(onSelect: (part: PartKey) => void): ListColumn<PartSummary>[] {
  return [
    {
      header: "Part number",
      sortField: "PartNumber",
      className: "font-medium",
      cell: (part) => (
        <PrimaryCell
          phoneDetails={
            <>
              <span className="text-foreground">rev {part.Revision}</span>
              {superseded(part)}
              <span className="block">{part.Description}</span>
            </>
          }
        >
          <RowButton onClick={() => onSelect(part)}>{part.PartNumber}</RowButton>
        </PrimaryCell>
      ),
    },
    {
      header: "Rev",
      className: "hidden sm:table-cell",
      cell: (part) => (
        <>
          {part.Revision}
          {superseded(part)}
        </>
      ),
    },
    {
      header: "Description",
      sortField: "Description",
      className: "hidden max-w-72 truncate sm:table-cell",
      cell: (part) => part.Description,
    },
    { header: "Customer", sortField: "CustomerId", className: "hidden md:table-cell", cell: (part) => part.CustomerId },
    { header: "Status", className: "hidden sm:table-cell", cell: (part) => <ActiveBadge isActive={part.Active} /> },
  ];
}

/** Filters (number, revision, description, customer, active), results and paging, all in the URL. */
export function PartSearch({ selected, onSelect }: PartSearchProps) {
  const { params, setParams } = useListParams(partListSpec);
  const { parts, error, isLoading, isValidating } = useParts({
    partNumber: params.number,
    revision: params.rev,
    description: params.description,
    customerId: params.customer,
    active: params.active as PartFilters["active"],
    sort: params.sort,
    page: params.page,
    pageSize: PART_PAGE_SIZE,
  });
  const hasFilters =
    [params.number, params.rev, params.description, params.customer].some(Boolean) || params.active !== "true";
  const filter = (name: "number" | "rev" | "description" | "customer", label: string, placeholder: string) => (
    <SearchBox
      label={label}
      placeholder={placeholder}
      value={params[name]}
      onSearch={(value) => setParams({ [name]: value }, { replace: true })}
    />
  );

  return (
    <Card className="gap-0 py-0">
      <div
        role="search"
        aria-label="Find parts"
        className="grid grid-cols-1 gap-3 border-b p-4 sm:grid-cols-2 lg:grid-cols-[1.2fr_0.6fr_1.6fr_1fr_auto]"
      >
        {filter("number", "Part number", "Part number")}
        {filter("rev", "Revision", "Rev")}
        {filter("description", "Description", "Description")}
        {filter("customer", "Customer", "Customer code")}
        <ActiveFilter className="w-full lg:w-32" value={params.active} onChange={(active) => setParams({ active })} />
      </div>
      <ListTable
        label="Parts"
        columns={partColumns(onSelect)}
        rows={parts?.Items}
        total={parts?.Total}
        isTotalExact={parts?.TotalIsExact}
        rowKey={(part) => `${part.PartNumber}/${part.Revision}`}
        error={error}
        isLoading={isLoading}
        isValidating={isValidating}
        errorTitle="Could not search parts"
        empty={{
          title: "No parts found",
          description: hasFilters
            ? "No part matches these filters. Clear one, or show inactive parts too."
            : "There are no parts yet.",
        }}
        sort={params.sort}
        onSortChange={(sort) => setParams({ sort })}
        page={params.page}
        pageSize={PART_PAGE_SIZE}
        onPageChange={(page) => setParams({ page })}
        onRowClick={onSelect}
        isSelected={(part) => selected?.PartNumber === part.PartNumber && selected.Revision === part.Revision}
        skeletonRows={4}
      />
    </Card>
  );
}
