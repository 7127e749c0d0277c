import {
  Badge,
  Card,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableRow,
  TableHead,
} from "@shopdesk/design-system";
import type { PartActiveFilter, PartKey } from "../../api/parts/types";
import { useParts } from "../../api/parts/use-parts";
import { ActiveBadge } from "../lists/active-badge";
import { ActiveFilter } from "../lists/active-filter";
import { LoadError, MessageRow, NoMatches, SkeletonRows, SortHead } from "../lists/list-parts";
import { SearchBox } from "../lists/search-box";
import { useListParams } from "../lists/use-list-params";
import { PART_PAGE_SIZE, partListSpec } from "./part-list-params";

const COLUMNS = 5;

export type PartSearchProps = { selected?: PartKey; onSelect: (part: PartKey) => void };

/** Filters (number, revision, description, customer, active), results and paging, all in the URL. */
export function PartSearch({ selected, onSelect }: PartSearchProps) {
  const { params, setParams } = useListParams(partListSpec);
  const { parts, error, isLoading, isValidating } = useParts({
    partNumber: params.number,
    revision: params.rev,
    description: params.description,
    customerId: params.customer,
    active: params.active as PartActiveFilter,
    sort: params.sort,
    page: params.page,
    pageSize: PART_PAGE_SIZE,
  });
  const hasFilters = [params.number, params.rev, params.description, params.customer].some(Boolean) || params.active !== "true";
  const isSelected = (part: PartKey) => selected?.PartNumber === part.PartNumber && selected.Revision === part.Revision;
  const filter = (name: "number" | "rev" | "description" | "customer", label: string, placeholder: string, className?: string) => (
    <SearchBox
      className={className}
      label={label}
      placeholder={placeholder}
      value={params[name]}
      onSearch={(value) => setParams({ [name]: value }, { replace: true })}
    />
  );
  const sortHead = (field: string, label: string, className?: string) => (
    <SortHead field={field} sort={params.sort} onSortChange={(sort) => setParams({ sort })} className={className}>
      {label}
    </SortHead>
  );

  function body() {
    if (isLoading && !parts) return <SkeletonRows columns={COLUMNS} rows={4} />;
    if (error)
      return (
        <MessageRow columns={COLUMNS}>
          <LoadError title="Could not search parts" error={error} />
        </MessageRow>
      );
    if (!parts || parts.Items.length === 0)
      return (
        <MessageRow columns={COLUMNS}>
          <NoMatches
            title="No parts found"
            description={hasFilters ? "No part matches these filters. Clear one, or show inactive parts too." : "There are no parts yet."}
          />
        </MessageRow>
      );
    return (
      <TableBody>
        {parts.Items.map((part) => (
          <TableRow
            key={`${part.PartNumber}/${part.Revision}`}
            data-state={isSelected(part) ? "selected" : undefined}
            aria-selected={isSelected(part) || undefined}
            className="cursor-pointer"
            onClick={() => onSelect(part)}
          >
            <TableCell className="font-medium">
              <button
                type="button"
                className="text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={(event) => {
                  event.stopPropagation();
                  onSelect(part);
                }}
              >
                {part.PartNumber}
              </button>
            </TableCell>
            <TableCell>
              {part.Revision}
              {part.IsSuperseded && (
                <Badge variant="neutral" className="ml-2">
                  Superseded
                </Badge>
              )}
            </TableCell>
            <TableCell className="max-w-72 truncate" title={part.Description}>
              {part.Description}
            </TableCell>
            <TableCell className="hidden md:table-cell">{part.CustomerId}</TableCell>
            <TableCell className="hidden sm:table-cell">
              <ActiveBadge isActive={part.Active} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    );
  }

  return (
    <Card className="gap-0 py-0">
      <div role="search" aria-label="Find parts" className="grid grid-cols-1 gap-3 border-b p-4 sm:grid-cols-2 lg:grid-cols-[1.2fr_0.6fr_1.6fr_1fr_auto]">
        {filter("number", "Part number", "Part number")}
        {filter("rev", "Revision", "Rev")}
        {filter("description", "Description", "Description")}
        {filter("customer", "Customer", "Customer code")}
        <ActiveFilter className="w-full lg:w-32" value={params.active} onChange={(active) => setParams({ active })} />
      </div>
      <Table aria-label="Parts" aria-busy={isValidating || undefined}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {sortHead("PartNumber", "Part number")}
            {sortHead("Revision", "Rev")}
            {sortHead("Description", "Description")}
            {sortHead("CustomerId", "Customer", "hidden md:table-cell")}
            <TableHead className="hidden sm:table-cell">Status</TableHead>
          </TableRow>
        </TableHeader>
        {body()}
      </Table>
      {parts && parts.Total > 0 && (
        <Pagination
          className="border-t p-4"
          page={params.page}
          pageSize={PART_PAGE_SIZE}
          total={parts.Total}
          onPageChange={(page) => setParams({ page })}
        />
      )}
    </Card>
  );
}
