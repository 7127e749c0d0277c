import { expect, test, type Locator, type Page } from "@playwright/test";
import { SIGNED_IN_STATE } from "./support/sign-in.js";
import { expectNoAxeViolations, uniqueCode } from "./support/master-data.js";
import { apiFor } from "./support/work-orders.js";

// The keyboard and the dialogs (docs/app.md, "Keyboard and dialogs"): a modal dialog owns the
// keys; the page's shortcuts do nothing behind it. Keyboard only, as a keyboard user meets them.

test.use({ storageState: SIGNED_IN_STATE });

const box = (page: Page) => page.getByRole("combobox", { name: "Search PO, WO or Customer" });
const shortcutsList = (page: Page) => page.getByRole("dialog", { name: "Keyboard shortcuts" });
const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** Presses Tab until `target` has the focus: proves it is reachable from the keyboard, in order. */
async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 40 } = {}): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Counts, inside the page, every time the palette's list appears, from now on: a palette drawn
 * under a dialog and gone again with the next Escape is still counted.
 */
/** Tabs to "New customer", opens its dialog with Enter and waits for the focus in its Code. */
async function openNewCustomerByKeyboard(page: Page) {
  const newCustomer = page.getByRole("button", { name: "New customer" });
  await tabTo(page, newCustomer);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New customer" });
  const code = dialog.getByRole("textbox", { name: "Code" });
  await expect(code).toBeFocused();
  return { newCustomer, dialog, code };
}

async function countPaletteOpenings(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = { openings: 0, isOpen: false };
    (window as unknown as { paletteOpenings: typeof state }).paletteOpenings = state;
    new MutationObserver(() => {
      const isOpen = document.querySelector('[data-slot="command-search-content"]') !== null;
      if (isOpen && !state.isOpen) state.openings += 1;
      state.isOpen = isOpen;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { paletteOpenings: { openings: number } }).paletteOpenings.openings);
}

/** Every page-wide shortcut, pressed where the focus is: "g c", "?", "/", Ctrl+K and ⌘K. */
async function pressPageShortcuts(page: Page): Promise<void> {
  for (const key of ["g", "c", "?", "/", "Control+k", "Meta+k"]) await page.keyboard.press(key);
}

/** Nothing happened behind the dialog: same address, the palette never drawn, the search box never focused. */
async function expectNothingBehind(page: Page, address: string, paletteOpenings: () => Promise<number>): Promise<void> {
  expect(addressOf(page)).toBe(address);
  expect(await paletteOpenings()).toBe(0);
  await expect(box(page)).not.toBeFocused();
}

test("with the list of shortcuts open, g c, ?, /, Ctrl+K and ⌘K do nothing behind it", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const paletteOpenings = await countPaletteOpenings(page);
  await page.keyboard.press("?");
  await expect(shortcutsList(page)).toContainText("Work orders");

  await pressPageShortcuts(page);
  // Escape comes after them, so once the list has closed they have all been handled.
  await page.keyboard.press("Escape");
  await expect(shortcutsList(page)).toHaveCount(0);
  await expectNothingBehind(page, "/", paletteOpenings);

  // With no dialog open, the same keys act again.
  await page.keyboard.press("g");
  await page.keyboard.press("c");
  await expect(page).toHaveURL(/\/customer$/);
});

test("in a New dialog the page's shortcuts do nothing: Ctrl+K leaves the typing in the form, g c stays, ? lists nothing", async ({
  page,
}) => {
  await page.goto("/customer");
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  // "?" works on the page (and its list is downloaded, so a "?" in the dialog would show it at once).
  await page.keyboard.press("?");
  await expect(shortcutsList(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(shortcutsList(page)).toHaveCount(0);

  const { newCustomer, dialog, code } = await openNewCustomerByKeyboard(page);
  const paletteOpenings = await countPaletteOpenings(page);

  // Ctrl+K in a field: what is typed next goes into the field, and no palette is drawn.
  await page.keyboard.press("Control+k");
  await page.keyboard.type("keep");
  await expect(code).toHaveValue("KEEP");
  await expect(code).toBeFocused();
  await expectNothingBehind(page, "/customer?new=1", paletteOpenings);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  await expect(code).toHaveValue("");

  // On a button of the dialog, where "g" and "?" are not typing.
  const cancel = dialog.getByRole("button", { name: "Cancel" });
  await tabTo(page, cancel);
  await pressPageShortcuts(page);
  // Tab after them moves on in the dialog: the keys before it have been handled.
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Create customer" })).toBeFocused();
  await expectNothingBehind(page, "/customer?new=1", paletteOpenings);
  await expect(shortcutsList(page)).toHaveCount(0);

  // Nothing typed: Escape closes at once, and the page's keys work again.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(newCustomer).toBeFocused();
  await page.keyboard.press("g");
  await page.keyboard.press("w");
  await expect(page).toHaveURL(/\/wo$/);
});

test("with a confirm open, the page's shortcuts do nothing behind it", async ({ page }) => {
  const api = await apiFor(page);
  const code = uniqueCode("KY");
  await api.post("/customers", { CustomerId: code, Name: `${code} Keyed Castings`, PaymentTerms: "Net 30" });
  await api.post("/parts", {
    PartNumber: `${code}-1`,
    Revision: "A",
    Description: "Bushing",
    CustomerId: code,
    Pricing: { LotCharge: "0", Breaks: [{ MinQuantity: 1, UnitPrice: "4.0000" }] },
  });
  const po = await api.post<{ POKey: number; PONumber: string }>("/purchase-orders", {
    CustomerId: code,
    PONumber: `K-${code}`,
    PODate: "2030-01-02",
    Lines: [{ PartNumber: `${code}-1`, Revision: "A", Quantity: 5, DueDate: "2030-03-31" }],
  });

  await page.goto(`/po/${po.POKey}`);
  await expect(page.getByRole("heading", { level: 1, name: `PO ${po.PONumber}` })).toBeVisible();
  // Tab passes through the header's search box, which opens the palette: count from the question on.
  await tabTo(page, page.getByRole("button", { name: "Close PO" }));
  await page.keyboard.press("Enter");
  const question = page.getByRole("alertdialog", { name: `Close PO ${po.PONumber}?` });
  await expect(question.getByRole("button", { name: "Not now" })).toBeFocused();
  const paletteOpenings = await countPaletteOpenings(page);

  await pressPageShortcuts(page);
  await page.keyboard.press("Tab");
  await expect(question.getByRole("button", { name: "Close PO" })).toBeFocused();
  await expectNothingBehind(page, `/po/${po.POKey}`, paletteOpenings);
  await expect(shortcutsList(page)).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(question).toHaveCount(0);
  await page.keyboard.press("Control+k");
  await expect(box(page)).toBeFocused();
});

test("at 375 px, New customer from the palette in the open header menu closes the menu: the dialog is not under it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await tabTo(page, menu);
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await tabTo(page, box(page));
  await page.keyboard.type("new cust");
  const option = page
    .getByRole("listbox")
    .getByRole("group", { name: "Create" })
    .getByRole("option", { name: /New customer/ });
  await expect(option).toBeVisible();
  for (let step = 0; step < 40 && (await option.getAttribute("aria-selected")) !== "true"; step++)
    await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "New customer" });
  await expect(dialog.getByRole("textbox", { name: "Code" })).toBeFocused();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("[data-slot=app-header-panel]")).toBeHidden();
  await expectNoAxeViolations(page, "New customer from the palette at 375 px");

  // Closed, the dialog leaves the menu closed.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("[data-slot=app-header-panel]")).toBeHidden();
});

test("Escape in a New dialog with typed text asks before discarding; Keep editing keeps it, Discard closes; Cancel and × ask too", async ({
  page,
}) => {
  await page.goto("/customer");
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  const { newCustomer, dialog, code } = await openNewCustomerByKeyboard(page);
  await page.keyboard.type("esc1");
  const question = page.getByRole("alertdialog", { name: "Discard what you typed?" });
  const keepEditing = question.getByRole("button", { name: "Keep editing" });

  // Escape asks; Escape again (or Keep editing) goes back to the field, with the text.
  await page.keyboard.press("Escape");
  await expect(keepEditing).toBeFocused();
  await expect(question).toHaveAccessibleDescription("Nothing has been saved yet.");
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "the discard question over New customer");
  await page.keyboard.press("Escape");
  await expect(question).toHaveCount(0);
  await expect(code).toBeFocused();
  await expect(code).toHaveValue("ESC1");

  // Cancel asks too; Keep editing gives the focus back to Cancel.
  const cancel = dialog.getByRole("button", { name: "Cancel" });
  await tabTo(page, cancel);
  await page.keyboard.press("Enter");
  await expect(keepEditing).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(question).toHaveCount(0);
  await expect(cancel).toBeFocused();

  // The × asks too; Discard closes both, empties the form and gives the focus back to New customer.
  const close = dialog.getByRole("button", { name: "Close" });
  await tabTo(page, close);
  await page.keyboard.press("Enter");
  await expect(keepEditing).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(question.getByRole("button", { name: "Discard" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(question).toHaveCount(0);
  await expect(dialog).toHaveCount(0);
  await expect(newCustomer).toBeFocused();
  await expect(page).toHaveURL(/\/customer$/);

  // Opened again it is empty, and with nothing typed Escape closes it at once.
  await page.keyboard.press("Enter");
  await expect(code).toBeFocused();
  await expect(code).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(question).toHaveCount(0);
  await expect(newCustomer).toBeFocused();
});
