import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { SIGNED_IN_STATE } from "./support/sign-in.js";
import { createCustomer, expectNoAxeViolations, toastWith, uniqueCode } from "./support/master-data.js";

test.use({ storageState: SIGNED_IN_STATE });

test("a new customer gets a part with price breaks, and its pricing sheet prints to a one-page Letter PDF", async ({
  page,
  context,
}) => {
  const code = uniqueCode("PDF");
  const partNumber = `${code}-100`;
  await createCustomer(page, code, "Quotation Test Works");

  await page.getByRole("link", { name: "New part" }).click();
  const dialog = page.getByRole("dialog", { name: "New part" });
  // The customer it came from is filled in, shown by code and name.
  await expect(dialog.getByRole("combobox", { name: "Customer" })).toHaveValue(`${code} — Quotation Test Works`);
  await dialog.getByLabel("Part number").fill(partNumber);
  await dialog.getByLabel("Description").fill("Manifold block, hydraulic, 4-port");
  await dialog.getByRole("button", { name: "Create part" }).click();
  await expect(toastWith(page, `Part ${partNumber} rev A created`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/part\\?.*partNumber=${partNumber}&revision=A`));

  const form = page.getByRole("form", { name: "Part details" });
  await form.getByLabel("Lot charge").fill("185.00");
  await form.getByLabel("Effective date").fill("2024-03-05");
  await form.getByLabel("Quote reference").fill("Q-24-0318");
  const breaks: Array<[string, string]> = [
    ["1", "64.2"],
    ["25", "47.125"],
    ["100", "38.7500"],
    ["500", "33.0400"],
  ];
  for (const [index, [quantity, price]] of breaks.entries()) {
    await form.getByRole("button", { name: "Add break" }).click();
    await form.getByRole("textbox", { name: `Break ${index + 1} minimum quantity` }).fill(quantity);
    await form.getByRole("textbox", { name: `Break ${index + 1} unit price` }).fill(price);
  }
  // The preview follows the editor: 100 pieces take the 100 break, 99 the 25 break.
  const preview = form.locator('[data-slot="price-preview"]');
  await expect(preview).toContainText("$38.7500");
  await expect(preview).toContainText("$4,060.00");
  await preview.getByLabel("Price for quantity").fill("99");
  await expect(preview).toContainText("$47.1250");

  // A row out of order is refused beside it, then removed.
  await form.getByRole("button", { name: "Add break" }).click();
  await form.getByRole("textbox", { name: "Break 5 minimum quantity" }).fill("50");
  await form.getByRole("textbox", { name: "Break 5 unit price" }).fill("40");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("List breaks from the smallest quantity up: 50 comes after 500.")).toBeVisible();
  await form.getByRole("button", { name: "Remove break 5" }).click();
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWith(page, `Part ${partNumber} rev A saved`)).toBeVisible();
  await expectNoAxeViolations(page, "/part with a part chosen");

  const [sheet] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: "Print pricing" }).click(),
  ]);
  await expect(sheet).toHaveURL(new RegExp(`/print/part-pricing/${partNumber}/A$`));
  await expect(sheet.getByRole("heading", { level: 1, name: `Pricing ${partNumber} rev A` })).toBeVisible();
  const quote = sheet.locator('[data-document="part-pricing-sheet"]');
  await expect(quote).toContainText("Price Quotation");
  await expect(quote).toContainText("$38.7500");
  await expect(quote).toContainText("Net 30");
  await expect(sheet.getByRole("banner")).toHaveCount(0);
  await expect(sheet.getByRole("button", { name: "Print" })).toBeVisible();
  await expectNoAxeViolations(sheet, "pricing sheet");

  await sheet.emulateMedia({ media: "print" });
  await sheet.evaluate(() => document.fonts.ready);
  const pdf = await sheet.pdf({ format: "Letter", preferCSSPageSize: true });
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  expect(proxy.numPages).toBe(1);
  const page1 = await proxy.getPage(1);
  const [width, height] = [page1.view[2], page1.view[3]];
  expect([Math.round(width!), Math.round(height!)]).toEqual([612, 792]);
  const { text: drawn } = await extractText(proxy, { mergePages: true });
  // Where a line wraps depends on the generated names' widths: compare words, not lines.
  const text = drawn.replace(/\s+/g, " ");
  // The sheet's headings are upper-cased by CSS, and the PDF holds the text as drawn.
  for (const expected of [
    "PRICE QUOTATION",
    partNumber,
    "Manifold block, hydraulic, 4-port",
    `Quotation Test Works (${code})`,
    "Q-24-0318",
    "03/05/2024",
    "1 – 24",
    "$64.2000",
    "$47.1250",
    "500 +",
    "$33.0400",
    "$185.00",
    "Net 30",
    "Page 1 of 1",
  ]) {
    expect(text, expected).toContain(expected);
  }
  expect(text).not.toContain("Print");
});

test("a new revision supersedes the one it comes from", async ({ page }) => {
  const partNumber = uniqueCode("REV");
  await page.goto("/part?new=1");
  const dialog = page.getByRole("dialog", { name: "New part" });
  await dialog.getByLabel("Part number").fill(partNumber);
  await dialog.getByLabel("Description").fill("Bracket");
  // The customer is picked by typing part of its name, with the keyboard.
  const customer = dialog.getByRole("combobox", { name: "Customer" });
  await customer.fill("acme aero");
  await expect(dialog.getByRole("option", { name: /ACME/ })).toBeVisible();
  await customer.press("Enter");
  await expect(customer).toHaveValue("ACME — Acme Aerospace Inc.");
  await dialog.getByRole("button", { name: "Create part" }).click();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`${partNumber} rev A`) })).toBeVisible();

  await page.getByRole("button", { name: "New revision" }).click();
  const revision = page.getByRole("dialog", { name: `New revision of ${partNumber}` });
  await expect(revision.getByLabel("New revision")).toHaveValue("B");
  await revision.getByRole("button", { name: "Create revision" }).click();
  await expect(page).toHaveURL(new RegExp(`partNumber=${partNumber}&revision=B`));
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`${partNumber} rev B`) })).toBeVisible();

  await page.getByRole("searchbox", { name: "Part number" }).fill(partNumber);
  const results = page.getByRole("table", { name: "Parts" });
  await expect(results.getByRole("row").filter({ hasText: "Superseded" })).toHaveCount(1);
  await results.getByRole("row").filter({ hasText: "Superseded" }).click();
  await expect(page.getByText("Replaced by")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`number=${partNumber}.*revision=A|revision=A.*number=${partNumber}`));
});

test("an unknown part's pricing sheet says so", async ({ page }) => {
  await page.goto("/print/part-pricing/NO-SUCH-PART/Z");
  await expect(page.getByRole("heading", { level: 1, name: "Pricing NO-SUCH-PART rev Z" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("There is no part NO-SUCH-PART revision Z");
  await expectNoAxeViolations(page, "unknown part sheet");
});
