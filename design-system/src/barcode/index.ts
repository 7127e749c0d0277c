export { Code128Barcode, type Code128BarcodeProps } from "./code128-barcode";
export { barRuns, encodeCode128 } from "./encode-code128";
