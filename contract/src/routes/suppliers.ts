import { noQuery } from "../list.js";
import { answers, route, writeAnswers } from "../route.js";
import {
  supplierInput,
  supplierListQuery,
  supplierListSchema,
  supplierParams,
  supplierSchema,
  updateSupplierBody,
} from "../suppliers.js";

const tag = "Suppliers";

/** /api/suppliers. The name in the path is URL-encoded and matched case-insensitively. */
export const supplierRoutes = {
  list: route({
    method: "GET",
    path: "/suppliers",
    operationId: "listSuppliers",
    tag,
    query: supplierListQuery,
    answers: answers({ 200: supplierListSchema }),
  }),
  create: route({
    method: "POST",
    path: "/suppliers",
    operationId: "createSupplier",
    tag,
    body: supplierInput,
    answers: writeAnswers({ 201: supplierSchema }, 409),
  }),
  get: route({
    method: "GET",
    path: "/suppliers/:supplierName",
    operationId: "getSupplier",
    tag,
    params: supplierParams,
    query: noQuery,
    answers: answers({ 200: supplierSchema }, 404),
  }),
  /** A different `SupplierName` in the body renames the supplier. */
  update: route({
    method: "PUT",
    path: "/suppliers/:supplierName",
    operationId: "updateSupplier",
    tag,
    params: supplierParams,
    body: updateSupplierBody,
    answers: writeAnswers({ 200: supplierSchema }, 404, 409),
  }),
};
