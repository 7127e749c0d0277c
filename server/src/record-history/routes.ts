import { historyRoutes as routes } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { customerExists, customerNotFound } from "../customers/index.js";
import { listHistory, listHistoryOf } from "../history/index.js";
import { purchaseOrderHistoryRecords, purchaseOrderNotFound } from "../purchase-orders/index.js";
import { workOrderExists, workOrderNotFound } from "../work-orders/index.js";
import { getPart, partNotFound } from "../parts/index.js";
import { supplierId, supplierNotFound } from "../suppliers/index.js";
import { BIGINT_DIGITS, pathNumber } from "../http/path-number.js";
import { routeOptions } from "../http/route.js";

/**
 * GET /api/history?entity=&key=: a record's changes, newest first (at most 100). Suppliers
 * are looked up by their current name and their history is kept under the surrogate id, so
 * it survives renames; parts are keyed `PartNumber/Revision`. A PO's history holds its
 * lines' and packing slips' rows too (keyed `POKey/LineNumber`, `POKey/PSlipNumber`): every
 * line number the PO ever had (removed lines included) and every slip number.
 */
export const historyRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.route({
    ...routeOptions(routes.get, {
      summary: "A record's history",
      description:
        "Each change to the record named by `record` and `key`, newest first, with who made it and the fields before and after. An unknown record is a 404.",
    }),
    handler: async (request) => {
      const { entity, key } = request.query;
      if (entity === "supplier") {
        const id = await supplierId(db, key);
        if (!id) throw supplierNotFound(key);
        return listHistory(db, "supplier", id);
      }
      if (entity === "purchase_order") {
        const poKey = pathNumber(key, BIGINT_DIGITS, purchaseOrderNotFound);
        const records = await purchaseOrderHistoryRecords(db, poKey);
        if (!records) throw purchaseOrderNotFound(poKey);
        return listHistoryOf(db, records);
      }
      if (entity === "work_order") {
        const woNumber = pathNumber(key, BIGINT_DIGITS, workOrderNotFound);
        if (!(await workOrderExists(db, woNumber))) throw workOrderNotFound(woNumber);
        return listHistory(db, "work_order", woNumber);
      }
      if (entity === "customer") {
        const customerId = key.toUpperCase();
        if (!(await customerExists(db, customerId))) throw customerNotFound(customerId);
        return listHistory(db, "customer", customerId);
      }
      // Revisions never hold a slash, so the last one separates it from the part number.
      const slash = key.lastIndexOf("/");
      const [partNumber, revision] = [key.slice(0, slash), key.slice(slash + 1).toUpperCase()];
      if (slash < 1 || !(await getPart(db, partNumber, revision))) throw partNotFound(partNumber || key, revision);
      return listHistory(db, "part", `${partNumber}/${revision}`);
    },
  });
};
