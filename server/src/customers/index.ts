// What other domains may use of customers (docs/server.md, "Layers").
export { customerExists, customerNotFound } from "./repository.js";
// Imports and exports write and read customers as the screens do.
export { customerColumns, toCustomer } from "./repository.js";
