import { expect, test, type Page } from "@playwright/test";
import { SIGNED_IN_STATE } from "./support/sign-in.js";
import { expectNoAxeViolations, toastWith, uniqueCode } from "./support/master-data.js";
import { apiFor, createLineWorkOrder, toastSaying } from "./support/work-orders.js";

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
  for (let step = 0; step < 40 && (await option.getAttribute("aria-selected")) !== "true"; step++)
    await page.keyboard.press("ArrowDown");
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
  await expect(
    group(page, "Parts").getByRole("option", { name: new RegExp(`${made.PartNumber} rev A`) }),
  ).toBeVisible();
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

test("keyboard only: a stock WO from New stock WO, then Make WOs on a PO", async ({ page }) => {
  test.slow();
  const api = await apiFor(page);
  const code = uniqueCode("MK");
  await api.post("/customers", { CustomerId: code, Name: `${code} Stock Works`, PaymentTerms: "Net 30" });
  const parts = [`${code}-1`, `${code}-2`];
  for (const partNumber of parts) {
    await api.post("/parts", {
      PartNumber: partNumber,
      Revision: "A",
      Description: "Spacer, 303 stainless",
      CustomerId: code,
      Pricing: { LotCharge: "0", Breaks: [{ MinQuantity: 1, UnitPrice: "3.2500" }] },
    });
  }
  const po = await api.post<{ POKey: number; PONumber: string }>("/purchase-orders", {
    CustomerId: code,
    PONumber: `PO-${code}`,
    PODate: "2030-05-01",
    Lines: parts.map((PartNumber) => ({ PartNumber, Revision: "A", Quantity: 30, DueDate: "2030-07-15" })),
  });

  // New stock WO, from the palette's Create group: any customer's part, then the new WO opens.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await openPalette(page);
  await page.keyboard.type("new stock");
  await choose(page, "Create", /New stock WO/);
  const dialog = page.getByRole("dialog", { name: "New stock WO" });
  await expect(dialog.getByRole("combobox", { name: "Part" })).toBeFocused();
  await page.keyboard.type(parts[0]!);
  await expect(dialog.getByRole("option", { name: new RegExp(`${parts[0]} rev A`) })).toContainText(code);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("textbox", { name: "Quantity" })).toBeFocused();
  await page.keyboard.type("12");
  await page.keyboard.press("Tab");
  await page.keyboard.type("06282030");
  await expect(dialog.getByLabel("Due date")).toHaveValue("2030-06-28");
  await expectNoAxeViolations(page, "the New stock WO dialog");
  const created = page.waitForResponse(
    (response) => response.url().endsWith("/api/work-orders") && response.request().method() === "POST",
  );
  await page.keyboard.press("Enter");
  const { WONumber } = (await (await created).json()) as { WONumber: string };
  await expect(page).toHaveURL(new RegExp(`/wo/${WONumber}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Work order ${WONumber}` })).toBeVisible();
  await expect(page.getByText("None: made for stock")).toBeVisible();

  // Make WOs, from the PO's own commands: one WO per line, one toast for them.
  await page.goto(`/po/${po.POKey}`);
  await expect(page.getByRole("heading", { level: 1, name: `PO ${po.PONumber}` })).toBeVisible();
  await openPalette(page);
  await page.keyboard.type("make");
  await expect(group(page, "This screen").getByRole("option", { name: /Make WOs/ })).toContainText("Lines 1, 2");
  const toast = toastSaying(page, `2 WOs made for PO ${po.PONumber}`);
  await choose(page, "This screen", /Make WOs/);
  await expect(toast.getByRole("link", { name: "Print their 2 travelers" })).toBeVisible();
  const lines = page.getByRole("table", { name: "Lines" });
  await expect(lines.getByRole("link", { name: /^\d+$/ })).toHaveCount(2);
  const made = await api.get<{ Lines: { WorkOrders: unknown[] }[] }>(`/purchase-orders/${po.POKey}`);
  expect(made.Lines.map((line) => line.WorkOrders.length)).toEqual([1, 1]);

  // Every line has its WO: the palette no longer offers it.
  await openPalette(page);
  await expect(group(page, "This screen").getByRole("option", { name: /Ship/ })).toBeVisible();
  await expect(group(page, "This screen").getByRole("option", { name: /Make WOs/ })).toHaveCount(0);
});

test("at 375 px with the menu closed, Ctrl+K opens it and focuses the box; Escape closes it and gives the focus back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  const logo = page.getByRole("link", { name: "Shopdesk" });
  await logo.focus();
  await page.keyboard.press("Control+k");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(box(page)).toBeFocused();
  await expect(group(page, "Go to")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(logo).toBeFocused();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(box(page)).toBeHidden();
});

test("the header is whole before its palette and user menu have downloaded: what is typed in the box meanwhile is searched once they arrive", async ({
  page,
}) => {
  // Hold the two chunks until the user has typed and clicked (routing also turns off the HTTP cache).
  let deliver!: () => void;
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/(palette-search|account-menu)-[\w-]+\.js$/, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await delivered;
    await route.continue();
  });

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect.poll(() => held.length).toBe(2);
  await expect(page.locator("[data-slot=command-search]")).toHaveAttribute("data-status", "loading-palette");

  // Until then the box is a plain text box of the same name.
  await page.getByRole("textbox", { name: "Search PO, WO or Customer" }).click();
  await page.keyboard.type("4500");
  deliver();

  // The palette took the text and the focus, and searched it as if typed there.
  await expect(page.locator("[data-slot=command-search]")).not.toHaveAttribute("data-status", "loading-palette");
  await expect(box(page)).toHaveValue("4500");
  await expect(box(page)).toBeFocused();
  await expect(
    palette(page)
      .getByRole("option", { name: /^PO 4500/ })
      .first(),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(palette(page)).toHaveCount(0);

  // The user menu, arrived, works as ever.
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  await expectNoAxeViolations(page, "the header after its controls arrived");
});

test("a click on the user menu before its code has downloaded opens the menu once it arrives", async ({ page }) => {
  let deliver!: () => void;
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  let isHeld = false;
  await page.route(/\/assets\/account-menu-[\w-]+\.js$/, async (route) => {
    isHeld = true;
    await delivered;
    await route.continue();
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect.poll(() => isHeld).toBe(true);

  await page.getByRole("button", { name: /^Account menu/ }).click();
  deliver();
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Account menu/ })).toBeFocused();
});
