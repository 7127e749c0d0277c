import { expect, test, type Page, type Request } from "@playwright/test";
import { SIGNED_IN_STATE } from "./support/sign-in.js";

test.use({ storageState: SIGNED_IN_STATE });

type Item = { CustomerId: string; PONumber: string; PODate: string; WONumber: string | null; POKey: number };

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search PO, WO or Customer" });
const usDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$2/$3/$1");

/** Opens the dashboard and waits until it has loaded: the loading spinner blocks typing. */
async function openDashboard(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/** Records every search request the page makes, with when it left. */
function watchSearches(page: Page) {
  const sent: Array<{ request: Request; at: number }> = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/search")) sent.push({ request, at: Date.now() });
  });
  return sent;
}

test("search waits for 3 characters and 1 s of quiet, shows the four fields, and Enter opens the PO", async ({ page }) => {
  await openDashboard(page);
  const sent = watchSearches(page);
  const box = searchBox(page);

  await box.pressSequentially("45", { delay: 50 });
  await page.waitForTimeout(1500);
  expect(sent).toHaveLength(0);

  const answered = page.waitForResponse((response) => response.url().includes("/api/search"));
  await box.pressSequentially("0", { delay: 300 });
  await box.press("0");
  const lastKeyAt = Date.now();
  const response = await answered;
  expect(sent).toHaveLength(1);
  expect(new URL(sent[0]!.request.url()).searchParams.get("searchText")).toBe("4500");
  const waited = sent[0]!.at - lastKeyAt;
  expect(waited, "the request leaves about 1 s after the last keystroke").toBeGreaterThanOrEqual(900);
  expect(waited).toBeLessThan(2500);

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
  await page.waitForTimeout(1200);
  expect(sent).toHaveLength(1);
});

test("the search works from the keyboard alone: Ctrl+K, type, arrows, Enter", async ({ page }) => {
  await page.goto("/customer");
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await page.keyboard.press("Control+k");
  await expect(searchBox(page)).toBeFocused();

  const answered = page.waitForResponse((response) => response.url().includes("/api/search"));
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
  const answered = page.waitForResponse((response) => response.url().includes("/api/search"));
  await searchBox(page).fill("100001");
  const items = (await (await answered).json()) as Item[];
  expect(items.some((item) => item.WONumber === "100001")).toBe(true);
  await expect(page.getByRole("option").filter({ hasText: "100001" }).first()).toBeVisible();
});
