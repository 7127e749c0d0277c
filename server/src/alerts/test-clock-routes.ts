import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AlertHub } from "./hub.js";
import type { TestClock } from "./test-clock.js";

const clockBody = z
  .strictObject({
    AdvanceDays: z
      .int({ error: "AdvanceDays is a whole number of days." })
      .min(-3650, { error: "AdvanceDays is at most 3650 days either way." })
      .max(3650, { error: "AdvanceDays is at most 3650 days either way." })
      .optional(),
    Reset: z.literal(true, { error: "Reset is true." }).optional(),
  })
  .refine((body) => (body.AdvanceDays === undefined) !== (body.Reset === undefined), {
    error: 'Send {"AdvanceDays": n} or {"Reset": true}.',
  });

/**
 * `POST /api/test/clock`, registered only with SHOPDESK_TEST_CLOCK=1 (docs/testing.md): moves
 * the alerts' clock by whole days, or back to the machine's, then evaluates every rule at the
 * new "now" before answering, so the test's next read sees the alerts of that day.
 *
 * Not in the contract's route table, and hidden from the OpenAPI document: it is no part of
 * the API a client may rely on. The route-table tests (http/api-contract.test.ts,
 * http/openapi.test.ts) build the app without the test clock, so they never meet it.
 */
export const testClockRoutes: FastifyPluginAsync<{ clock: TestClock; hub: AlertHub }> = async (
  parent,
  { clock, hub },
) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.route({
    method: "POST",
    url: "/test/clock",
    schema: { hide: true, body: clockBody, response: { 200: z.object({ Now: z.string() }) } },
    handler: async (request) => {
      if (request.body.Reset) clock.reset();
      else clock.advanceDays(request.body.AdvanceDays ?? 0);
      await hub.evaluateAll();
      return { Now: clock.now().toISOString() };
    },
  });
};
