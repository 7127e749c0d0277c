import { expect, test, type Page } from "@playwright/test";
import { actionTimeout } from "../scripts/test-timeouts.mjs";
import { SIGNED_IN_STATE } from "./support/sign-in.js";

test.use({ storageState: SIGNED_IN_STATE });

type Item = { CustomerId: string; PONumber: string; PODate: string; WONumber: string | null; POKey: number };

/**
 * The spec's search call. Exactly its path: the palette's record groups answer beside it under
 * `/api/search/{group}`, and the first of those to answer must not be taken for it.
 */
const isSpecSearch = (url: string) => new URL(url).pathname === "/api/search";

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search PO, WO or Customer" });
const usDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$2/$3/$1");

/** Opens the dashboard and waits until it has loaded: the loading spinner blocks typing. */
async function openDashboard(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/**
 * Counts, inside the page, every search the app hands to `fetch`. Read with `searchesSent`
 * after moving the page's clock: a search that a timer started is counted before the read
 * returns, so "nothing was searched" is an observation, not a hope that a sleep was long enough.
 */
async function recordSearches(page: Page) {
  await page.addInitScript(() => {
    const sent: string[] = [];
    Object.assign(window, { searchesSent: sent });
    const originalFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (url.pathname === "/api/search") sent.push(url.searchParams.get("searchText") ?? "");
      return originalFetch(input, init);
    };
  });
}

/** The search texts sent so far, read after the page's pending tasks have run. */
function searchesSent(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    });
    return [...(window as unknown as { searchesSent: string[] }).searchesSent];
  });
}

/** Stops the page's clock: from here its timers move only when the test moves them. */
async function stopTheClock(page: Page) {
  // pauseAt only goes forward, and the page's clock runs on while this call travels: stop it
  // one action time-out ahead of the page's "now" (a round trip under load took over 1 s).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + actionTimeout);
}

test("search waits for 3 characters and 1 s of quiet, shows the four fields, and Enter opens the PO", async ({
  page,
}) => {
  await recordSearches(page);
  await page.clock.install();
  await openDashboard(page);
  await stopTheClock(page);
  const box = searchBox(page);

  await box.pressSequentially("45");
  await page.clock.runFor(5_000);
  expect(await searchesSent(page), "two characters are never searched").toEqual([]);

  await box.pressSequentially("00");
  await page.clock.runFor(999);
  expect(await searchesSent(page), "nothing leaves before 1 s of quiet").toEqual([]);

  const answered = page.waitForResponse((response) => isSpecSearch(response.url()));
  await page.clock.runFor(1);
  expect(await searchesSent(page), "the search leaves 1 s after the last keystroke").toEqual(["4500"]);
  const response = await answered;
  expect(new URL(response.url()).searchParams.get("searchText")).toBe("4500");
  await page.clock.resume();

  const items = (await response.json()) as Item[];
  expect(items.length).toBeGreaterThan(0);
  const first = items[0]!;
  const firstRow = page.getByRole("option").first();
  await expect(firstRow).toContainText(first.CustomerId);
  await expect(firstRow).toContainText(first.PONumber);
  await expect(firstRow).toContainText(usDate(first.PODate));
  await expect(firstRow).toContainText(first.WONumber ?? "N/A");

  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/po/${first.POKey}$`));
  await expect(box).toHaveValue("");
  await stopTheClock(page);
  await page.clock.runFor(5_000);
  expect(await searchesSent(page), "clearing the box searches nothing").toEqual(["4500"]);
});

test("the search works from the keyboard alone: Ctrl+K, type, arrows, Enter", async ({ page }) => {
  await page.goto("/customer");
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await page.keyboard.press("Control+k");
  await expect(searchBox(page)).toBeFocused();

  const answered = page.waitForResponse((response) => isSpecSearch(response.url()));
  await page.keyboard.type("4500");
  const items = (await (await answered).json()) as Item[];
  expect(items.length).toBeGreaterThan(1);
  await expect(searchBox(page)).toBeFocused();

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/po/${items[1]!.POKey}$`));
  await expect(searchBox(page)).toHaveValue("");
});

test("a WO number finds its PO", async ({ page }) => {
  await openDashboard(page);
  const answered = page.waitForResponse((response) => isSpecSearch(response.url()));
  await searchBox(page).fill("100001");
  const items = (await (await answered).json()) as Item[];
  expect(items.some((item) => item.WONumber === "100001")).toBe(true);
  await expect(page.getByRole("option").filter({ hasText: "100001" }).first()).toBeVisible();
});

test("a name typed without its accents finds the customer, listed before the POs that mention it", async ({ page }) => {
  await openDashboard(page);
  const answered = page.waitForResponse((response) => isSpecSearch(response.url()));
  // The demo's MULLER is "Müller Präzision GmbH" (docs/data-model.md, "Seed and demo data").
  await searchBox(page).fill("muller prazision");
  const items = (await (await answered).json()) as Item[];
  expect(items.length).toBeGreaterThan(0);
  expect(items.every((item) => item.CustomerId === "MULLER")).toBe(true);

  const customers = page.getByRole("group", { name: "Customers" });
  await expect(customers.getByRole("option")).toHaveCount(1);
  await expect(customers.getByRole("option")).toContainText("Müller Präzision GmbH");
  await expect(page.getByRole("group", { name: "Purchase orders" }).getByRole("option")).toHaveCount(items.length);
  // The customer first: its group heads the list, and Enter opens it.
  await expect(page.locator("[cmdk-group-heading]").first()).toHaveText("Customers");
  await expect(page.getByRole("option", { selected: true })).toContainText("MULLER");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/customer\/MULLER$/);
  await expect(page.getByRole("heading", { level: 1, name: "Customer MULLER" })).toBeVisible();
});
