import { type ImportKind, importPreviewSchema, importProgressLineSchema } from "@shopdesk/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoIfEmpty } from "../seed/seed.js";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";

describe(`the import templates on the demo data (${testEngine})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi();
    await seedDemoIfEmpty(api.test.database.db);
  });
  afterAll(async () => api?.close());

  const send = (url: string, payload: Buffer) =>
    api.app.inject({
      method: "POST",
      url,
      headers: { authorization: api.authorization, "content-type": "text/csv" },
      payload,
    });

  // The customers template's first row was ACME, a demo customer: imported as it came, it overwrote Acme Aerospace Inc.
  it("import in order as they come, each creating its two examples and changing no demo record", async () => {
    const demo = async () =>
      (await sql<{ customer_id: string }>`select * from customer order by customer_id`.execute(api.test.database.db))
        .rows;
    const before = await demo();
    for (const kind of ["customers", "suppliers", "parts", "purchase-orders"] satisfies ImportKind[]) {
      const template = (
        await api.app.inject({
          method: "GET",
          url: `/api/imports/${kind}/template.csv`,
          headers: { authorization: api.authorization },
        })
      ).rawPayload;
      const preview = importPreviewSchema.parse(
        (await send(`/api/imports/${kind}/preview?fileName=${kind}-template.csv`, template)).json(),
      );
      expect(preview, kind).toMatchObject({ Create: 2, Update: 0, Unchanged: 0, ProblemCount: 0 });
      const answer = await send(
        `/api/imports/${kind}?fileName=${kind}-template.csv&fingerprint=${encodeURIComponent(preview.Fingerprint)}`,
        template,
      );
      const last = importProgressLineSchema.parse(JSON.parse(answer.body.trim().split("\n").at(-1)!));
      expect(last, kind).toMatchObject({ Result: { Created: 2 } });
    }
    const after = await demo();
    expect(after.filter((row) => !row.customer_id.startsWith("EXAMPLE-"))).toEqual(before);
  });
});
