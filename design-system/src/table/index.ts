export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  type TableHeadProps,
  type TableProps,
} from "./table";
export {
  nextSortDirection,
  SortableTableHead,
  type SortableTableHeadProps,
  type SortDirection,
} from "./sortable-table-head";
