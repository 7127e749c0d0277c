export { formatDate, formatDateTime, type DateInput } from "./format-date";
export { formatCurrency, type FormatCurrencyOptions, type MoneyInput } from "./format-currency";
export { formatCompactCurrency } from "./format-compact-currency";
export { formatFileSize } from "./format-file-size";
export { formatList } from "./format-list";
export { formatQuantity } from "./format-quantity";
