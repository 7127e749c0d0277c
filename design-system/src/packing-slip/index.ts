export { PackingSlip, type PackingSlipProps } from "./packing-slip";
export { defaultConformanceStatement } from "./certificate-of-conformance";
export { backOrdered, isPackingSlipMode, type PackingSlipData, type PackingSlipLine } from "./types";
