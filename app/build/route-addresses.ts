import MagicString from "magic-string";
import { parseAst } from "rolldown/parseAst";
import type { Plugin } from "vite";

/** What the browser reads of a route entry: its address (docs/api.md, "The route table"). */
export const ADDRESS_KEYS = new Set(["method", "path"]);

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/**
 * The browser's copy of the contract's route table: each `route({ … })` literal in
 * contract/src/routes/ keeps its address (method, path) and loses the rest: its schemas, and the
 * operationId and tag of the OpenAPI document.
 * The app calls by address and takes the schemas' types from TypeScript, so the screens download
 * no answer schema and no zod for them; the schemas' imports, left unused, are tree-shaken.
 * Answers `undefined` when `code` has no such literal.
 */
export function stripRouteSchemas(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString["generateMap"]> } | undefined {
  const program = parseAst(code, { lang: "ts" }, id) as unknown as Node;
  const output = new MagicString(code);
  let changed = false;
  const visit = (node: Node) => {
    const [argument] = (node.arguments as Node[] | undefined) ?? [];
    const callee = node.callee as Node | undefined;
    if (
      node.type === "CallExpression" &&
      callee?.type === "Identifier" &&
      callee.name === "route" &&
      argument?.type === "ObjectExpression"
    ) {
      for (const property of argument.properties as Node[]) {
        const key = property.key as Node | undefined;
        const name = key?.type === "Identifier" ? (key.name as string) : undefined;
        if (property.type !== "Property" || (name && ADDRESS_KEYS.has(name))) continue;
        const after = code.slice(property.end).match(/^\s*,/);
        output.remove(property.start, property.end + (after ? after[0].length : 0));
        changed = true;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return changed ? { code: output.toString(), map: output.generateMap({ hires: true, source: id }) } : undefined;
}

/** `stripRouteSchemas` over contract/src/routes/ as Vite reads it for the browser. */
export function routeAddresses(): Plugin {
  return {
    name: "shopdesk-route-addresses",
    enforce: "pre",
    transform: (code, id) =>
      /[\\/]contract[\\/]src[\\/]routes[\\/][^\\/]+\.ts$/.test(id) ? stripRouteSchemas(code, id) : undefined,
  };
}
