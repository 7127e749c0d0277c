// What other domains may use of packing slips (docs/server.md, "Layers").
export { packingSlipNotFound } from "./rows.js";
