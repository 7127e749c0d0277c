// What other domains may use of suppliers (docs/server.md, "Layers").
export { supplierId, supplierNotFound } from "./repository.js";
// Imports and exports write and read suppliers as the screens do.
export { supplierColumns, suppliersQuery, toSupplier } from "./repository.js";
