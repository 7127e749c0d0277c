import { expect, test, type Page } from "@playwright/test";
import { SIGNED_IN_STATE } from "./support/sign-in.js";
import { expectNoAxeViolations, toastWith, uniqueCode } from "./support/master-data.js";
import { apiFor, createLineWorkOrder } from "./support/work-orders.js";

test.use({ storageState: SIGNED_IN_STATE });

const box = (page: Page) => page.getByRole("combobox", { name: "Search PO, WO or Customer" });
const palette = (page: Page) => page.getByRole("listbox");
const group = (page: Page, heading: string) => palette(page).getByRole("group", { name: heading });

/** Ctrl+K from wherever the focus is, and the palette is open on the box. */
async function openPalette(page: Page) {
  await page.keyboard.press("Control+k");
  await expect(box(page)).toBeFocused();
  await expect(palette(page)).toBeVisible();
}

/** Down the list until `name` (in `heading`'s group) is the active option, then Enter: the keyboard only. */
async function choose(page: Page, heading: string, name: string | RegExp) {
  const option = group(page, heading).getByRole("option", { name });
  await expect(option).toBeVisible();
  for (let step = 0; step < 40 && (await option.getAttribute("aria-selected")) !== "true"; step++) await page.keyboard.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
}

test("keyboard only: Ctrl+K, g w, a part, New customer, a scanned WO number, a PO from recents", async ({ page }) => {
  test.slow();
  const api = await apiFor(page);
  const made = await createLineWorkOrder(api);

  // A PO opened once is in Recent afterwards.
  await page.goto(`/po/${made.POKey}`);
  await expect(page.getByRole("heading", { level: 1, name: `PO ${made.PONumber}` })).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await openPalette(page);
  await expect(group(page, "Go to").getByRole("option", { name: /Work orders/ })).toBeVisible();
  await expect(group(page, "Create").getByRole("option", { name: /New customer/ })).toBeVisible();
  await expectNoAxeViolations(page, "the palette, open");

  // Escape closes it and gives the focus back; "g w" goes to the work orders.
  await page.keyboard.press("Escape");
  await expect(box(page)).not.toBeFocused();
  await page.keyboard.press("g");
  await page.keyboard.press("w");
  await expect(page).toHaveURL(/\/wo$/);

  // "?" lists the shortcuts.
  await page.keyboard.press("?");
  const shortcuts = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(shortcuts).toContainText("Work orders");
  await page.keyboard.press("Escape");
  await expect(shortcuts).toHaveCount(0);

  // A part, found by its number in the Parts group.
  await openPalette(page);
  await page.keyboard.type(made.PartNumber);
  await expect(group(page, "Parts").getByRole("option", { name: new RegExp(`${made.PartNumber} rev A`) })).toBeVisible();
  await choose(page, "Parts", new RegExp(`${made.PartNumber} rev A`));
  await expect(page).toHaveURL(new RegExp(`/part\\?partNumber=${made.PartNumber}&revision=A`));
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`${made.PartNumber} rev A`) })).toBeVisible();

  // New customer, from Create, typed into the dialog.
  await openPalette(page);
  await page.keyboard.type("new cust");
  await choose(page, "Create", /New customer/);
  const dialog = page.getByRole("dialog", { name: "New customer" });
  await expect(dialog).toBeVisible();
  const code = uniqueCode("KBD");
  await page.keyboard.type(code);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Keyboard Castings");
  await page.keyboard.press("Enter");
  await expect(toastWith(page, `Customer ${code} created`)).toBeVisible();

  // A traveler's barcode: the digits and Enter within 50 ms open that WO before any search.
  await openPalette(page);
  await page.keyboard.type(made.WONumber, { delay: 5 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/wo/${made.WONumber}$`));

  // The PO from Recent.
  await openPalette(page);
  await choose(page, "Recent", new RegExp(`PO ${made.PONumber}`));
  await expect(page).toHaveURL(new RegExp(`/po/${made.POKey}$`));
});

test("at 375 px the palette opens from the phone menu and its groups fit the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await box(page).focus();
  await expect(group(page, "Go to")).toBeVisible();
  const width = await palette(page).evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, "the palette at 375 px");
});
