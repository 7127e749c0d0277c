// What other domains may use of parts (docs/server.md, "Layers").
export { listParts } from "./list.js";
export { getPart, partNotFound } from "./repository.js";
