/**
 * The API contract (docs/api.md): every /api request and answer as a zod schema, the field
 * rules, the list envelope, the error shape and the domain's fixed lists. Read by the server
 * (validation, serialisation, the OpenAPI document) and by the app (types and form rules).
 */
export * from "./alerts.js";
export * from "./attachments.js";
export * from "./backups.js";
export * from "./client-errors.js";
export * from "./customers.js";
export * from "./dashboard.js";
export * from "./downloads.js";
export * from "./errors.js";
export * from "./fields.js";
export * from "./history.js";
export * from "./import-columns.js";
export * from "./imports.js";
export * from "./json-schema.js";
export * from "./keys.js";
export * from "./live.js";
export * from "./list.js";
export * from "./packing-slips.js";
export * from "./parts.js";
export * from "./purchase-orders.js";
export * from "./reports.js";
export * from "./rules.js";
export * from "./runtime-config.js";
export * from "./search.js";
export * from "./statuses.js";
export * from "./suppliers.js";
export * from "./work-orders.js";
export * from "./route.js";
export * from "./routes/customers.js";
export * from "./routes/purchase-orders.js";
export * from "./routes/packing-slips.js";
export * from "./routes/work-orders.js";
export * from "./routes/search.js";
export * from "./routes/history.js";
export * from "./routes/dashboard.js";
export * from "./routes/client-errors.js";
export * from "./routes/suppliers.js";
export * from "./routes/parts.js";
export * from "./routes/reports.js";
export * from "./routes/imports.js";
export * from "./routes/attachments.js";
export * from "./routes/downloads.js";
export * from "./routes/live.js";
export * from "./routes/alerts.js";
export * from "./routes/backups.js";
