export { PrintDocument, PrintPage, type PrintDocumentProps, type PrintPageProps } from "./print-document";
export { PrintToolbar, type PrintToolbarProps } from "./print-toolbar";
export { PrintTable, type PrintTableProps } from "./print-table";
export {
  DocumentHeader,
  HeaderFact,
  PrintFields,
  SignatureLine,
  type DocumentHeaderProps,
  type PrintFieldsProps,
} from "./document-header";
export { SectionTitle } from "./section-title";
export { sumDecimals } from "./decimal";
export { pageMargins } from "./page-style";
export type { CompanyInfo, PostalAddress } from "./types";
