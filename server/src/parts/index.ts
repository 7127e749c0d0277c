// What other domains may use of parts (docs/server.md, "Layers").
export { listParts } from "./list.js";
export { getPart, partNotFound } from "./repository.js";
// Imports and exports write and read parts as the screens do.
export { forHistory as partHistoryFields, mergePart, notCompared as partNotCompared, partKey } from "./repository.js";
export { partRow, partsRowQuery, toPart } from "./rows.js";
