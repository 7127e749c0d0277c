// What other domains may use of customers (docs/server.md, "Layers").
export { customerExists, customerNotFound } from "./repository.js";
