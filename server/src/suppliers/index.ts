// What other domains may use of suppliers (docs/server.md, "Layers").
export { supplierId, supplierNotFound } from "./repository.js";
