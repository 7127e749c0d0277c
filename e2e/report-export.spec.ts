import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse";
import { signInFromLoginPage } from "./support/sign-in.js";
import { apiFor, toastSaying } from "./support/work-orders.js";

// The large shop (scripts/e2e-large-shop.mjs: 1,500 POs and 320,000 blanket-order releases):
// the suite's biggest reports. Its shipments of all time are a ~32 MB CSV, more than the 20 MB
// the page's memory may move: a page that read the file as text, or parsed it, would fail.
const largeShopURL = `http://localhost:${process.env.E2E_LARGE_SHOP_PORT}`;

/** Each report with the widest query it takes (shipments of all time, parts active or not). */
const candidates = [
  ["open-orders", ""],
  ["late-work-orders", "dueFrom=2000-01-01"],
  ["shipments", "from=2000-01-01&to=2100-12-31"],
  ["sales-by-customer", ""],
  ["parts", "active=all"],
] as const;

const MB = 2 ** 20;

test("the largest report exports to disk through the browser's own download, with page memory flat and no token in a URL", async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ baseURL: largeShopURL });
  const page = await context.newPage();
  await page.goto("/");
  await signInFromLoginPage(page);

  const api = await apiFor(page);
  const sizes = await Promise.all(
    candidates.map(async ([report, query]) => {
      const answer = await api.get<{ Total: number; AsOf: string }>(`/reports/${report}?${query}&pageSize=1`);
      return { report, query, total: answer.Total, asOf: answer.AsOf };
    }),
  );
  const largest = sizes.reduce((a, b) => (b.total > a.total ? b : a));
  expect(largest.total, JSON.stringify(sizes)).toBeGreaterThan(1000);

  await page.goto(`/reports?report=${largest.report}${largest.query ? `&${largest.query}` : ""}`);
  await expect(page.getByRole("table").locator("tbody tr").first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  const cdp = await context.newCDPSession(page);
  // The page's memory after a full collection: V8's heap (objects, such as parsed rows), the
  // backing stores of its strings and buffers (a response read as text or an ArrayBuffer lives
  // there, outside the heap's usedSize) and Blink's heap (the DOM).
  const pageMemory = async () => {
    await cdp.send("HeapProfiler.collectGarbage");
    const usage = await cdp.send("Runtime.getHeapUsage");
    return usage.usedSize + usage.backingStorageSize + usage.embedderHeapUsedSize;
  };
  const before = await pageMemory();

  const exported = toastSaying(page, `Exported ${largest.report}-${largest.asOf}.csv`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  await expect(exported).toBeVisible();
  expect(download.suggestedFilename()).toBe(`${largest.report}-${largest.asOf}.csv`);
  expect(new URL(download.url()).pathname).toMatch(/^\/api\/downloads\/[\w-]{43}$/);
  const file = await download.path();
  expect(await download.failure()).toBeNull();
  const after = await pageMemory();

  // A file on disk with the report's header and every row. Read as a stream: every record is
  // parsed (and must have the header's number of fields), none is kept.
  const handle = await open(file);
  const { buffer: start } = await handle.read(Buffer.alloc(3), 0, 3, 0);
  const { size } = await handle.stat();
  await handle.close();
  expect([...start]).toEqual([0xef, 0xbb, 0xbf]);
  // Big enough that a page holding it breaks the bound below: as text or an ArrayBuffer it adds
  // its size in backing stores, parsed into rows more than twice that in the heap.
  expect(size / MB, "the export's size").toBeGreaterThan(30);
  let header: string[] | undefined;
  let rows = 0;
  for await (const record of createReadStream(file).pipe(parse({ bom: true })) as AsyncIterable<string[]>) {
    if (header) rows++;
    else header = record;
  }
  expect(header![0]).toBe(
    {
      "open-orders": "POKey",
      "late-work-orders": "WONumber",
      shipments: "ShipDate",
      "sales-by-customer": "CustomerId",
      parts: "PartNumber",
    }[largest.report],
  );
  expect(rows).toBe(largest.total);

  // The page never held the file: its memory is where it was, and it fetched no CSV itself.
  expect(
    Math.abs(after - before) / MB,
    `page memory ${(before / MB).toFixed(1)} MB → ${(after / MB).toFixed(1)} MB`,
  ).toBeLessThan(20);
  const csvFetches = urls.filter((url) => /\/api\/reports\/[^/?]+\.csv(\?|$)/.test(url));
  expect(csvFetches).toEqual([]);
  expect(urls.filter((url) => url.includes(".csv/link"))).toHaveLength(1);

  console.log(
    `exported ${largest.report} (${largest.total} rows, ${(size / MB).toFixed(2)} MB); page memory (JS heap, string and buffer stores, DOM) ${(before / MB).toFixed(1)} → ${(after / MB).toFixed(1)} MB`,
  );

  // The bearer token went in a header only: no URL the browser asked for carries it.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem("okta-token-storage") ?? "{}").accessToken.accessToken as string,
  );
  expect(token.length).toBeGreaterThan(20);
  for (const url of urls) expect(url).not.toContain(token.split(".")[2]);

  // The link worked once: asking again is refused.
  expect((await page.request.get(download.url())).status()).toBe(404);
  await context.close();
});
