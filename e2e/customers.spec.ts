import { expect, test } from "@playwright/test";
import { SIGNED_IN_STATE } from "./support/sign-in.js";
import { createCustomer, expectNoAxeViolations, toastWith, uniqueCode } from "./support/master-data.js";

test.use({ storageState: SIGNED_IN_STATE });

test("the list searches, filters, sorts and pages through the URL, and a row opens the customer", async ({ page }) => {
  await page.goto("/customer");
  const table = page.getByRole("table", { name: "Customers" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expectNoAxeViolations(page, "/customer");

  await page.getByRole("searchbox", { name: "Search customers" }).fill("acme");
  await expect(page).toHaveURL(/\/customer\?q=acme$/);
  await expect(table.getByRole("link", { name: "ACME", exact: true })).toBeVisible();

  await page.getByRole("combobox", { name: "Show" }).selectOption({ label: "All" });
  await expect(page).toHaveURL(/[?&]active=all/);

  await table.getByRole("button", { name: "Name" }).click();
  await expect(page).toHaveURL(/[?&]sort=-Name/);
  await expect(table.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "descending");

  // A bookmarked list comes back as it was.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search customers" })).toHaveValue("acme");
  await expect(table.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "descending");

  await table.getByRole("row").filter({ hasText: "ACME" }).first().click();
  await expect(page).toHaveURL(/\/customer\/ACME$/);
  await expect(page.getByRole("heading", { level: 1, name: "Customer ACME" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).not.toHaveValue("");
  await expectNoAxeViolations(page, "/customer/ACME");
});

test("the list pages", async ({ page }) => {
  await page.goto("/customer?active=all");
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination).toContainText(/Showing 1–25 of \d+/);
  await pagination.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pagination).toContainText(/Showing 26–/);
});

test("a new customer is created from the dialog, edited, and its history shows both", async ({ page }) => {
  const code = uniqueCode("E2E");
  await page.goto("/customer?new=1");
  const dialog = page.getByRole("dialog", { name: "New customer" });
  await expectNoAxeViolations(page, "new customer dialog");
  await dialog.getByRole("button", { name: "Create customer" }).click();
  await expect(dialog.getByText("Name is required.")).toBeVisible();
  await dialog.getByLabel("Code").fill("x");
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByLabel("Name").fill("Zenith Tooling");
  await expect(dialog.getByText("2 to 12 letters, digits or dashes, e.g. ACME.")).toBeVisible();
  await expect(dialog.getByText("Enter an email address like name@example.com.")).toBeVisible();
  await dialog.getByLabel("Email").fill("");
  // Something typed: Escape asks before discarding it (docs/app.md, "Keyboard and dialogs").
  await page.keyboard.press("Escape");
  await page
    .getByRole("alertdialog", { name: "Discard what you typed?" })
    .getByRole("button", { name: "Discard" })
    .click();
  await expect(page).toHaveURL(/\/customer$/);

  // Watch for the toast from the start: it lasts 5 s, and landing on the new record can take
  // longer than that on a busy machine.
  const toastShown = expect(toastWith(page, `Customer ${code} created`)).toBeVisible();
  await createCustomer(page, code, "Zenith Tooling");
  await toastShown;

  const form = page.getByRole("form", { name: "Customer details" });
  await form.getByRole("textbox", { name: "Phone" }).fill("555-0142");
  await expect(form.getByText("You have unsaved changes.")).toBeVisible();
  await form.getByRole("checkbox", { name: "Same as billing address" }).click();
  await form.getByRole("textbox", { name: "Shipping Address line 1" }).fill("12 Dock Road");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWith(page, `Customer ${code} saved`)).toBeVisible();
  await expect(form.getByText("All changes saved.")).toBeVisible();

  const history = page.getByRole("complementary", { name: "Related records" });
  await expect(history.getByText(/^Changed by /)).toBeVisible();
  await expect(history.getByText(/^Created by /)).toBeVisible();
  await expect(history.getByText("555-0142")).toBeVisible();

  await page.reload();
  await expect(form.getByRole("textbox", { name: "Shipping Address line 1" })).toHaveValue("12 Dock Road");
});

test("the server's 400 messages land beside the fields, and a duplicate code is refused", async ({ page }) => {
  await page.goto("/customer?new=1");
  const dialog = page.getByRole("dialog", { name: "New customer" });
  await dialog.getByLabel("Code").fill("ACME");
  await dialog.getByLabel("Name").fill("Another Acme");
  await dialog.getByRole("button", { name: "Create customer" }).click();
  await expect(dialog.getByLabel("Code")).toHaveAttribute("aria-invalid", "true");
  await expect(toastWith(page, "Not created")).toBeVisible();
});

test("a customer's rules download at its first edit; saving without a name says so and puts the focus there", async ({
  page,
}) => {
  const rules: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/customer-form-rules-[\w-]+\.js$/.test(request.url())) rules.push(request.url());
  });
  await page.goto("/customer/ACME");
  const form = page.getByRole("form", { name: "Customer details" });
  const name = form.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).not.toHaveValue("");
  const saved = await name.inputValue();
  // The record is up in its form, and none of the form's rules have come.
  expect(rules).toEqual([]);

  await name.fill("");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("Name is required.")).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  expect(rules).toHaveLength(1);

  // The message follows the typing, and the rules are not fetched again.
  await name.fill("Acme Corporation");
  await expect(form.getByText("Name is required.")).toBeHidden();
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  expect(rules).toHaveLength(1);
  await form.getByRole("button", { name: "Discard" }).click();
  await expect(name).toHaveValue(saved);
});

test("leaving with unsaved edits asks first", async ({ page }) => {
  await page.goto("/customer/ACME");
  const form = page.getByRole("form", { name: "Customer details" });
  await form.getByRole("textbox", { name: "Notes" }).fill("Do not lose me");
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Parts" }).click();
  const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page).toHaveURL(/\/customer\/ACME$/);
  await expect(form.getByRole("textbox", { name: "Notes" })).toHaveValue("Do not lose me");

  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Parts" }).click();
  await page
    .getByRole("alertdialog", { name: "Leave without saving?" })
    .getByRole("button", { name: "Leave and discard" })
    .click();
  await expect(page).toHaveURL(/\/part$/);
});

test("the browser's back button asks too, and goes back on leaving", async ({ page }) => {
  await page.goto("/customer?q=acme");
  await page.getByRole("table", { name: "Customers" }).getByRole("link", { name: "ACME", exact: true }).click();
  const form = page.getByRole("form", { name: "Customer details" });
  await form.getByRole("textbox", { name: "Notes" }).fill("Do not lose me either");
  await page.goBack();
  const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page).toHaveURL(/\/customer\/ACME$/);
  await expect(form.getByRole("textbox", { name: "Notes" })).toHaveValue("Do not lose me either");

  await page.goBack();
  await page
    .getByRole("alertdialog", { name: "Leave without saving?" })
    .getByRole("button", { name: "Leave and discard" })
    .click();
  await expect(page).toHaveURL(/\/customer\?q=acme$/);
  await expect(
    page.getByRole("table", { name: "Customers" }).getByRole("link", { name: "ACME", exact: true }),
  ).toBeVisible();
});

test("two people edit one customer: the second sees theirs beside theirs and keeps their own edits", async ({
  browser,
}) => {
  const code = uniqueCode("E2E");
  const first = await browser.newContext({ storageState: SIGNED_IN_STATE });
  const second = await browser.newContext({ storageState: SIGNED_IN_STATE });
  const alice = await first.newPage();
  const bob = await second.newPage();
  // Bob's tab has no live stream (it could not connect): Alice's save cannot reach his open form,
  // so his save is what finds out, with a 409. With the stream his form would follow hers
  // (e2e/live.spec.ts).
  await second.route("**/api/live", (route) => route.abort());
  await createCustomer(alice, code, "Conflict Castings");

  await bob.goto(`/customer/${code}`);
  const bobForm = bob.getByRole("form", { name: "Customer details" });
  await expect(bobForm.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Conflict Castings");

  const aliceForm = alice.getByRole("form", { name: "Customer details" });
  await aliceForm.getByRole("textbox", { name: "Name", exact: true }).fill("Conflict Castings LLC");
  await aliceForm.getByRole("textbox", { name: "Phone" }).fill("555-0100");
  await aliceForm.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWith(alice, `Customer ${code} saved`)).toBeVisible();

  await bobForm.getByRole("textbox", { name: "Name", exact: true }).fill("Conflict Castings Inc.");
  await bobForm.getByRole("textbox", { name: "Notes" }).fill("Prefers email");
  await bobForm.getByRole("button", { name: "Save changes" }).click();

  const panel = bob.getByRole("alert").filter({ hasText: "Someone else saved this record" });
  await expect(panel).toBeVisible();
  const rows = panel.getByRole("row");
  await expect(rows.filter({ hasText: "Name" })).toContainText("Conflict Castings LLC");
  await expect(rows.filter({ hasText: "Name" })).toContainText("Conflict Castings Inc.");
  await expect(rows.filter({ hasText: "Name" })).toContainText("Both changed");
  await expect(rows.filter({ hasText: "Phone" })).toContainText("555-0100");
  await expect(bobForm.getByRole("textbox", { name: "Notes" })).toHaveValue("Prefers email");
  await expectNoAxeViolations(bob, "conflict panel");

  await panel.getByRole("button", { name: "Apply their changes" }).click();
  await expect(panel).toBeHidden();
  await expect(bobForm.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Conflict Castings LLC");
  await expect(bobForm.getByRole("textbox", { name: "Phone" })).toHaveValue("555-0100");
  await expect(bobForm.getByRole("textbox", { name: "Notes" })).toHaveValue("Prefers email");
  await bobForm.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWith(bob, `Customer ${code} saved`)).toBeVisible();

  await bob.reload();
  await expect(bobForm.getByRole("textbox", { name: "Notes" })).toHaveValue("Prefers email");
  await expect(bobForm.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Conflict Castings LLC");
  await first.close();
  await second.close();
});

test("an unknown customer gets a clear message", async ({ page }) => {
  await page.goto("/customer/NOPE-404");
  await expect(page.getByRole("heading", { level: 1, name: "Customer NOPE-404" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("No such customer");
  await expectNoAxeViolations(page, "unknown customer");
});
