import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/master-data.js";
import { DEMO_USER } from "./support/sign-in.js";
import { authorization, signedInPage } from "./support/live.js";

// On the two-process server (scripts/e2e-replicas.mjs), whose processes run with
// SHOPDESK_TEST_CLOCK: the test moves both processes' alert clocks, so the shared e2e server's
// other specs never see a day pass. Dana's browser is pinned to replica a.
const proxy = `http://localhost:${process.env.E2E_REPLICAS_PORT}`;
const replicas = ["a", "b"] as const;

/** Moves every process's alert clock (each evaluates at once), or puts it back. */
async function moveClocks(page: Page, body: { AdvanceDays: number } | { Reset: true }) {
  const headers = await authorization(page);
  for (const replica of replicas) {
    const answer = await page.request.post(`${proxy}/api/test/clock`, {
      headers: { ...headers, "X-Replica": replica },
      data: body,
    });
    expect(answer.status(), `the clock of replica ${replica}`).toBe(200);
  }
}

/** A stock WO of ACME's first part, due `dueDate`, made through the API. */
async function newStockWorkOrder(page: Page, dueDate: string): Promise<string> {
  const headers = await authorization(page);
  const parts = await page.request.get("/api/customers/ACME/parts?pageSize=1", { headers });
  const [part] = ((await parts.json()) as { Items: { PartNumber: string; Revision: string }[] }).Items;
  const created = await page.request.post("/api/work-orders", {
    headers,
    data: { PartNumber: part!.PartNumber, Revision: part!.Revision, Quantity: 5, DueDate: dueDate },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { WONumber: string }).WONumber;
}

/** The bell's unread count, read from its name ("Alerts: 3 unread alerts"). */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.locator("[data-slot=alert-bell-link]");
  await expect(bell).toHaveAccessibleName(/^Alerts: /);
  const name = (await bell.textContent()) ?? "";
  return /No unread/.test(name) ? 0 : Number(/(\d+) unread/.exec(name)?.[1]);
}

test.afterEach(async ({ browser }) => {
  const page = await signedInPage(browser, DEMO_USER, { baseURL: proxy, headers: { "X-Replica": "a" } });
  await moveClocks(page, { Reset: true });
  await page.context().close();
});

test("a WO passes its due date: the bell rises without a reload and the alert opens the WO; read, snooze and email settings", async ({
  browser,
}) => {
  const dana = await signedInPage(browser, DEMO_USER, { baseURL: proxy, headers: { "X-Replica": "a" } });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const woNumber = await newStockWorkOrder(dana, tomorrow);
  await dana.goto("/wo");
  const before = await unreadCount(dana);

  // Two days pass on the server: the WO is late. The bell follows the live stream, no reload.
  await moveClocks(dana, { AdvanceDays: 2 });
  await expect.poll(() => unreadCount(dana)).toBeGreaterThan(before);

  await dana.locator("[data-slot=alert-bell-link]").click();
  await expect(dana).toHaveURL(/\/alerts$/);
  await dana.getByRole("combobox", { name: "Rule" }).selectOption("wo-late");
  const alert = dana.getByRole("listitem", { name: `WO ${woNumber} is late` });
  await expect(alert.getByText("Unread", { exact: true })).toBeVisible();
  await expectNoAxeViolations(dana, "the alerts inbox");

  // Opening its record marks it read.
  await alert.getByRole("link", { name: `WO ${woNumber} is late` }).click();
  await expect(dana).toHaveURL(new RegExp(`/wo/${woNumber}$`));
  await dana.goBack();
  await expect(alert.getByRole("button", { name: "Mark unread" })).toBeVisible();
  await expect(alert.getByText("Unread", { exact: true })).toHaveCount(0);

  // Unread again, then snoozed by keyboard until a later day: still listed, marked snoozed.
  await alert.getByRole("button", { name: "Mark unread" }).click();
  await expect(alert.getByText("Unread", { exact: true })).toBeVisible();
  await alert.getByRole("button", { name: "Snooze…" }).focus();
  await dana.keyboard.press("Enter");
  const until = alert.getByLabel("Snooze until");
  await expect(until).toBeFocused();
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await until.fill(inAWeek);
  await dana.keyboard.press("Enter");
  await expect(alert.getByText(/^Snoozed until/)).toBeVisible();

  // Completing the WO resolves its alert, with the reason.
  await dana.getByRole("combobox", { name: "Show" }).selectOption("resolved");
  const headers = await authorization(dana);
  const wo = await (await dana.request.get(`/api/work-orders/${woNumber}`, { headers })).json();
  for (const Status of ["Released", "In Progress", "Complete"]) {
    const version = (
      (await (await dana.request.get(`/api/work-orders/${woNumber}`, { headers })).json()) as { Version: number }
    ).Version;
    const moved = await dana.request.post(`/api/work-orders/${woNumber}/status`, {
      headers,
      data: { Status, Version: version },
    });
    expect(moved.status(), `to ${Status} from ${wo.Status}`).toBe(200);
  }
  const resolved = dana.getByRole("listitem", { name: `WO ${woNumber} is late` });
  await expect(resolved.getByText(/^Resolved .*Complete/)).toBeVisible();

  // Email settings: this server has no SMTP_URL, and says so; a rule turned off stays off.
  await dana.goto("/alerts/settings");
  await expect(dana.getByText(/This server sends no email/)).toBeVisible();
  await dana.getByRole("combobox", { name: "PO line due" }).selectOption("off");
  await dana.getByRole("button", { name: "Save your alert settings" }).click();
  await expect(dana.locator("[data-slot=toast]").filter({ hasText: "Alert settings saved" })).toBeVisible();
  await dana.reload();
  await expect(dana.getByRole("combobox", { name: "PO line due" })).toHaveValue("off");
  await expectNoAxeViolations(dana, "the alert settings");
  await dana.getByRole("combobox", { name: "PO line due" }).selectOption("digest");
  await dana.getByRole("button", { name: "Save your alert settings" }).click();
  await expect(dana.locator("[data-slot=toast]").filter({ hasText: "Alert settings saved" })).toBeVisible();
  await dana.context().close();
});
