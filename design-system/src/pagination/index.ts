export { Pagination, type PaginationProps } from "./pagination";
export { pageCount, pageRange, rangeText, type PageItem } from "./page-range";
