// What other domains may use of work orders (docs/server.md, "Layers").
export { workOrderExists, workOrderNotFound } from "./rows.js";
