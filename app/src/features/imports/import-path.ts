import type { ImportKind } from "../../api/imports/types";

// Its own module, with nothing but a type from the contract: the list screens link here, and
// the contract's import columns (built when their module loads) stay in the import screen's chunk.

/** `/import?kind=…`: the import screen with the kind chosen. */
export const importPathFor = (kind: ImportKind) => `/import?kind=${kind}`;
