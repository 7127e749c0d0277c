import { expect, test, type Page } from "@playwright/test";
import { SIGNED_IN_STATE } from "./support/sign-in.js";
import { expectNoAxeViolations, uniqueCode } from "./support/master-data.js";
import { apiFor } from "./support/work-orders.js";
import { screenshotOptions } from "./support/screenshot.js";

test.use({ storageState: SIGNED_IN_STATE });

/** Windows-1252 bytes, as Excel on Windows saves "CSV": accents, curly quotes, dashes and €. */
function windows1252(text: string): Buffer {
  const special: Record<string, number> = { "€": 0x80, "“": 0x93, "”": 0x94, "–": 0x96 };
  return Buffer.from([...text].map((character) => special[character] ?? character.charCodeAt(0)));
}

/**
 * A parts sheet as an old system exports it: semicolons, its own headers ("Kunde" is not one
 * the import knows), `$` amounts with thousands separators, US dates, a quoted description
 * holding the delimiter and a line break in the notes.
 */
function partsSheet(prefix: string, customer: string, secondPrice: string): Buffer {
  const rows = [
    "Item #;Rev;Description;Kunde;Notes;Setup charge;Effective date;Qty 1;Price 1;Qty 2;Price 2",
    `${prefix}-1;A;"Bride “coudée”; acier";${customer};"Deburr all edges\r\nPack in foam";$1,250.00;3/7/2025;1;$12.50;1,000;€9,75`,
    `${prefix}-2;B;Plaque – 6 mm;${customer};;0;2025-07-01;10;${secondPrice};;`,
    `${prefix}-3;A;Spacer;${customer};;$45;;1;2.10;500;1.95`,
  ];
  return windows1252(`${rows.join("\r\n")}\r\n`);
}

/** Picks `file` with the drop zone's button, pressed from the keyboard. */
async function chooseFileByKeyboard(page: Page, buttonName: string, file: { name: string; buffer: Buffer }) {
  const button = page.getByRole("button", { name: buttonName }).first();
  await button.focus();
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Enter")]);
  await chooser.setFiles({ name: file.name, mimeType: "text/csv", buffer: file.buffer });
}

const announcement = (page: Page) => page.locator('[data-slot="import-announcement"]');

test("a messy Windows-1252 parts file: mapped, one error fixed, imported, its parts and price breaks on the part screen (keyboard only)", async ({
  page,
}) => {
  const api = await apiFor(page);
  const customer = uniqueCode("IMP");
  await api.post("/customers", { CustomerId: customer, Name: `Import Test ${customer}` });
  const prefix = uniqueCode("CSV");

  // From the part list's own "Import" link.
  await page.goto("/part");
  await page.getByRole("link", { name: /^Import/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/import\?kind=parts$/);
  await expect(page.getByRole("radio", { name: "Parts with price breaks" })).toBeChecked();

  // The file with a bad price on its second part: "Kunde" is matched to nothing yet.
  await chooseFileByKeyboard(page, "Choose file", {
    name: "parts-2026.csv",
    buffer: partsSheet(prefix, customer, "4,1O"),
  });
  const kunde = page.getByRole("combobox", { name: "Kunde imports as" });
  await expect(kunde).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Item # imports as" })).toHaveValue("PartNumber");
  await expect(page.getByRole("combobox", { name: "Price 2 imports as" })).toHaveValue("Break2Price");
  await expect(page.getByRole("button", { name: /^Import/ }).last()).toBeDisabled();

  // Mapped from the keyboard: the select takes the typed label.
  await kunde.focus();
  await page.keyboard.type("Customer id");
  await expect(kunde).toHaveValue("CustomerId");
  const problems = page.getByRole("table", { name: "1 problem" });
  await expect(problems.getByRole("row").filter({ hasText: "Enter an amount like 12.5000." })).toContainText("3");
  await expect(problems).toContainText("Price 1");
  await expect(page.getByRole("button", { name: "Import 2 records" })).toBeDisabled();
  await expectNoAxeViolations(page, "/import with a problem");

  // The fixed file: the mapping is remembered, so it is ready at once.
  await chooseFileByKeyboard(page, "Choose another file", {
    name: "parts-2026.csv",
    buffer: partsSheet(prefix, customer, "$4.10"),
  });
  await expect(announcement(page)).toContainText("3 to create");
  await expect(kunde).toHaveValue("CustomerId");
  const importButton = page.getByRole("button", { name: "Import 3 records" });
  await expect(importButton).toBeEnabled();
  await importButton.focus();
  await page.keyboard.press("Enter");

  // The summary takes the focus and links to what was made.
  await expect(page.getByRole("heading", { name: /Imported/ })).toBeFocused();
  await expect(announcement(page)).toContainText("3 created");
  const link = page.getByRole("link", { name: new RegExp(`${prefix}-1`) });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page, "/import, imported");
  await link.focus();
  await page.keyboard.press("Enter");

  // The part as the file described it, pricing and all.
  await expect(page).toHaveURL(new RegExp(`/part\\?partNumber=${prefix}-1&revision=A`));
  const form = page.getByRole("form", { name: "Part details" });
  await expect(form.getByRole("textbox", { name: "Description" })).toHaveValue("Bride “coudée”; acier");
  await expect(form.getByRole("textbox", { name: "Break 2 minimum quantity" })).toHaveValue("1000");
  await expect(form.getByRole("textbox", { name: "Break 2 unit price" })).toHaveValue(/^9\.75/);
  await expect(page.getByText("Imported by Dana Reyes from parts-2026.csv")).toBeVisible();
  const part = await api.get<{ Notes: string; Pricing: unknown }>(`/parts/${encodeURIComponent(`${prefix}-1`)}/A`);
  expect(part).toMatchObject({
    Notes: "Deburr all edges\r\nPack in foam",
    Pricing: {
      LotCharge: "1250.00",
      EffectiveDate: "2025-03-07",
      Breaks: [
        { MinQuantity: 1, UnitPrice: "12.5000" },
        { MinQuantity: 1000, UnitPrice: "9.7500" },
      ],
    },
  });
});

test("the preview shows the first rows as they will be stored, and an empty file says it is empty", async ({
  page,
}) => {
  const api = await apiFor(page);
  const customer = uniqueCode("ROW");
  await api.post("/customers", { CustomerId: customer, Name: `Rows Test ${customer}` });
  const prefix = uniqueCode("ROWS");

  await page.goto("/import?kind=parts");
  // An empty file reaches the server, whose words the screen shows.
  await chooseFileByKeyboard(page, "Choose file", { name: "empty.csv", buffer: Buffer.alloc(0) });
  await expect(page.getByRole("alert")).toContainText("Could not read empty.csv");
  await expect(page.getByRole("alert")).toContainText(
    "The file is empty: it needs a header row and at least one row of data.",
  );

  // The messy sheet, its customer typed in lower case: each value as it will be stored, under the import's headers.
  await chooseFileByKeyboard(page, "Choose another file", {
    name: "parts-2026.csv",
    buffer: partsSheet(prefix, customer.toLowerCase(), "$4.10"),
  });
  await page.getByRole("combobox", { name: "Kunde imports as" }).selectOption("CustomerId");
  await expect(announcement(page)).toContainText("3 to create");
  const table = page.getByRole("table", { name: "First rows as they will be stored" });
  const headers = await table.getByRole("columnheader").allTextContents();
  const column = (header: string) => headers.indexOf(header);
  const first = table.getByRole("row").nth(1).getByRole("cell");
  await expect(first.nth(column("Change"))).toHaveText("Create");
  await expect(first.nth(column("Part number"))).toHaveText(`${prefix}-1`);
  await expect(first.nth(column("Description"))).toHaveText("Bride “coudée”; acier");
  await expect(first.nth(column("Customer id"))).toHaveText(customer);
  await expect(first.nth(column("Lot charge"))).toHaveText("1250.00");
  await expect(first.nth(column("Price effective date"))).toHaveText("2025-03-07");
  await expect(first.nth(column("Break 1 price"))).toHaveText("12.5000");
  await expect(first.nth(column("Break 2 quantity"))).toHaveText("1000");
  await expect(first.nth(column("Break 2 price"))).toHaveText("9.7500");
  const third = table.getByRole("row").nth(3).getByRole("cell");
  await expect(third.nth(column("Lot charge"))).toHaveText("45.00");
  await expect(third.nth(column("Price effective date"))).toHaveText("");
  await expectNoAxeViolations(page, "/import with the first rows");
});

const widths = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 375, height: 800 },
];

for (const size of widths) {
  test(`the import screen with a file to fix at ${size.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/import?kind=parts");
    // Nothing of this file is ever imported: its problems stay, so the screen is the same every run.
    await chooseFileByKeyboard(page, "Choose file", {
      name: "parts-2026.csv",
      buffer: partsSheet("SHOT", "NO-SUCH", "4,1O"),
    });
    await expect(page.getByRole("table", { name: /problems?$/ })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // From the top: the sticky header would otherwise sit where the focused button scrolled it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page).toHaveScreenshot(`import-${size.name}.png`, screenshotOptions(page));
    if (size.name === "mobile") await expectNoAxeViolations(page, "/import at 375 px");
  });
}

test("the supplier list's Export imports back unchanged (keyboard only)", async ({ page }) => {
  await page.goto("/supplier");
  const exportButton = page.getByRole("button", { name: "Export" });
  await exportButton.focus();
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toMatch(/^suppliers-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const { readFile } = await import("node:fs/promises");
  const buffer = await readFile(file);

  await page.getByRole("link", { name: /^Import/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("radio", { name: "Suppliers" })).toBeChecked();
  await chooseFileByKeyboard(page, "Choose file", { name: download.suggestedFilename(), buffer });
  // Every supplier the file holds is as it was (other tests may add suppliers meanwhile: they are not in the file).
  await expect(announcement(page)).toContainText(/: 0 to create, 0 to update, [1-9][\d,]* unchanged\./);
  await expect(page.getByRole("button", { name: "Import" }).last()).toBeDisabled();
});
