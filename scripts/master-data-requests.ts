/**
 * The requests `npm run bench:master-data` times: for each call, `count` paths with q taken
 * from the loaded data (id and part-number prefixes, name words, substrings, misses), every
 * filter and sort of the allow-lists both ways, and pages 1–10 with an occasional deep one.
 */
import { type Kysely, sql } from "kysely";
import type { Schema } from "../server/src/db/schema.js";

const seg = encodeURIComponent;

export async function requestSets(db: Kysely<Schema>, count: number): Promise<Record<string, string[]>> {
  // A spread-out, repeatable sample: ordered by a hash of the key.
  const sample = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;
  const customers = await sample<{ customer_id: string; name: string }>(
    sql`select customer_id, name from customer order by md5(customer_id) limit 200`,
  );
  const suppliers = await sample<{ supplier_name: string }>(
    sql`select supplier_name from supplier order by md5(supplier_name) limit 200`,
  );
  const parts = await sample<{ part_number: string; description: string; customer_id: string }>(
    sql`select part_number, description, customer_id from part where revision = 'A' order by md5(part_number) limit 200`,
  );
  const misses = ["zzq", "qqq-999", "Ölmühle", "%%%", "a_b", "O'Zz", "x"];
  const at = <T>(list: readonly T[], n: number) => list[n % list.length]!;
  // Mostly the first pages people look at, every tenth request deeper in.
  const page = (n: number) => (n % 10 === 9 ? 20 + (n % 7) * 13 : 1 + (n % 10));
  const sortOf = (fields: readonly string[], n: number) => `${n % 2 ? "-" : ""}${at(fields, n)}`;
  const range = Array.from({ length: count }, (_, n) => n);

  const customerQ = (n: number) => {
    const { customer_id, name } = at(customers, n * 7);
    const words = name.split(" ");
    return [customer_id.slice(0, 2 + (n % 4)), at(words, n), name.slice(2, 7), at(misses, n), "", customer_id][n % 6]!;
  };
  const supplierQ = (n: number) => {
    const { supplier_name } = at(suppliers, n * 7);
    return [
      supplier_name.slice(0, 3 + (n % 5)),
      at(supplier_name.split(" "), n),
      supplier_name,
      at(misses, n),
      "",
      "plating &",
    ][n % 6]!;
  };
  const partQ = (n: number) => {
    const { part_number, description } = at(parts, n * 7);
    return [
      part_number.slice(0, 2 + (n % 6)),
      part_number,
      at(description.split(/[ ,]+/), n),
      part_number.slice(-3),
      at(misses, n),
      "",
    ][n % 6]!;
  };

  return {
    "GET /customers": range.map(
      (n) =>
        `/customers?q=${seg(customerQ(n))}&active=${at(["all", "true", "false"], n)}&sort=${sortOf(["Name", "CustomerId", "ContactName", "PaymentTerms", "Active"], n)}&page=${page(n)}&pageSize=${at([25, 50, 10], n)}`,
    ),
    "GET /customers/{id}/parts": range.map(
      (n) => `/customers/${seg(at(customers, n).customer_id)}/parts?sort=${sortOf(["PartNumber", "Description"], n)}`,
    ),
    "GET /customers/{id}/purchase-orders": range.map(
      (n) => `/customers/${seg(at(customers, n).customer_id)}/purchase-orders?limit=10`,
    ),
    "GET /suppliers": range.map(
      (n) =>
        `/suppliers?q=${seg(supplierQ(n))}&active=${at(["all", "true"], n)}${n % 4 === 0 ? `&approval=${at(["Approved", "Conditional", "Not approved", "Expired"], n / 4)}` : ""}&sort=${sortOf(["SupplierName", "ApprovalStatus", "CertificateExpires", "Active"], n)}&page=${page(n)}`,
    ),
    "GET /parts": range.map((n) => {
      const filters = [
        `q=${seg(partQ(n))}`,
        `partNumber=${seg(at(parts, n).part_number.slice(0, 3 + (n % 4)))}`,
        `description=${seg(at(at(parts, n).description.split(/[ ,]+/), n))}`,
        `customerId=${seg(at(parts, n).customer_id)}`,
        `q=${seg(partQ(n))}&revision=B`,
      ][n % 5];
      return `/parts?${filters}&active=${at(["all", "true"], n)}&sort=${sortOf(["PartNumber", "Description", "CustomerId"], n)}&page=${page(n)}`;
    }),
    "GET /parts/{pn}/{rev}": range.map((n) => `/parts/${seg(at(parts, n).part_number)}/A`),
    "GET /customers/{id}": range.map((n) => `/customers/${seg(at(customers, n).customer_id)}`),
    "GET /suppliers/{name}": range.map((n) => `/suppliers/${seg(at(suppliers, n).supplier_name)}`),
  };
}
