export { PackingSlip, type PackingSlipProps } from "./packing-slip";
export { defaultConformanceStatement } from "./certificate-of-conformance";
export {
  backOrdered,
  isPackingSlipMode,
  packingSlipModes,
  type PackingSlipData,
  type PackingSlipLine,
  type PackingSlipMode,
} from "./types";
