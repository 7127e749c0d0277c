// What the assembly takes of live/ (docs/server.md, "Layers"): its routes are registered by
// api.ts; app.ts passes tests' shorter timings through. No other domain uses it.
export type { LiveOptions } from "./options.js";
