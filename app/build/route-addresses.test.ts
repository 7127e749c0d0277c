import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { stripRouteSchemas } from "./route-addresses.js";

const routesDir = path.resolve(import.meta.dirname, "../../contract/src/routes");
const files = readdirSync(routesDir).filter((file) => file.endsWith(".ts"));

/** Modules whose values an address may use: the route helpers and the fixed lists (plain text). */
const addressModules = new Set(["../route.js", "../statuses.js", "../import-columns.js"]);

/** The names a file imports as values from modules that hold schemas. */
function schemaImports(code: string): string[] {
  const names: string[] = [];
  for (const [, list, from] of code.matchAll(/^import\s+\{([^}]*)\}\s+from\s+"([^"]+)";/gm)) {
    if (addressModules.has(from!)) continue;
    for (const part of list!.split(",")) {
      const name = part.trim();
      if (name && !name.startsWith("type ")) names.push(name.split(/\s+as\s+/).pop()!);
    }
  }
  return names;
}

describe("the browser's route table", () => {
  it("keeps each route's address and drops its schemas", () => {
    const code = `const a = route({ method: "GET", path: "/x/:id", operationId: "getX", tag, params: xParams, query: noQuery, answers: answers({ 200: x }, 404) });`;
    expect(stripRouteSchemas(code, "x.ts")?.code.replace(/\s+/g, " ")).toBe(
      `const a = route({ method: "GET", path: "/x/:id", });`,
    );
  });

  it.each(files)("routes/%s: no schema is left for the browser to download", (file) => {
    const source = readFileSync(path.join(routesDir, file), "utf8");
    const stripped = stripRouteSchemas(source, file)?.code ?? source;
    const body = stripped.replace(/^import[\s\S]*?;$/gm, "");
    // A schema reaches an entry only inside its route({ … }) literal (looked up there by kind,
    // never passed in as an argument), so the browser's copy names none of them.
    const left = schemaImports(source).filter((name) => new RegExp(`\\b${name}\\b`).test(body));
    expect(left, `schemas still referenced in ${file}`).toEqual([]);
  });
});
