import { expect, test, type Locator, type Page } from "@playwright/test";
import { SIGNED_IN_STATE } from "./support/sign-in.js";
import { expectNoAxeViolations, uniqueCode } from "./support/master-data.js";
import { apiFor, createLineWorkOrder, detailsForm, pdfPages, toastSaying } from "./support/work-orders.js";

test.use({ storageState: SIGNED_IN_STATE });

/** A one-page PDF whose page says `text`: enough for the server's sniffing and a viewer. */
function pdfFile(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const card = (page: Page) => page.locator('[data-slot="attachments-card"]');
const fileRow = (page: Page, name: string) => card(page).getByRole("listitem").filter({ hasText: name });

/** Drops `files` on `target` the way a browser does: dragenter, dragover and drop carrying them. */
async function dropFiles(page: Page, target: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list)
        transfer.items.add(
          new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, { type: file.mimeType }),
        );
      return transfer;
    },
    files.map((file) => ({ name: file.name, mimeType: file.mimeType, base64: file.buffer.toString("base64") })),
  );
  for (const type of ["dragenter", "dragover", "drop"]) await target.dispatchEvent(type, { dataTransfer });
}

/** Picks files with "Add files", pressed from the keyboard. */
async function addFilesByKeyboard(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const button = card(page).getByRole("button", { name: "Add files" });
  await button.focus();
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Enter")]);
  await chooser.setFiles(files);
}

test("a part revision's drawing: dropped and added by keyboard, previewed, superseded by rev B, and named on the traveler", async ({
  page,
  context,
}) => {
  test.slow();
  const api = await apiFor(page);
  const made = await createLineWorkOrder(api);
  await page.goto(`/part?partNumber=${made.PartNumber}&revision=A`);
  await expect(card(page).getByText("No files yet")).toBeVisible();

  // Dropped on the card, as a Drawing (a part's default): the revision's first drawing is its current one.
  await dropFiles(page, card(page), [
    {
      name: `${made.PartNumber}-A.pdf`,
      mimeType: "application/pdf",
      buffer: pdfFile(`Drawing ${made.PartNumber} rev A`),
    },
  ]);
  const drawing = fileRow(page, `${made.PartNumber}-A.pdf`);
  await expect(drawing).toContainText("Current");
  await expect(drawing).toContainText("Drawing");

  // "Add files" from the keyboard: a second sheet, not current.
  await addFilesByKeyboard(page, [
    { name: "inspection-sheet.pdf", mimeType: "application/pdf", buffer: pdfFile("Inspection sheet") },
  ]);
  await expect(fileRow(page, "inspection-sheet.pdf")).toBeVisible();
  await expect(fileRow(page, "inspection-sheet.pdf")).not.toContainText("Current");
  await expectNoAxeViolations(page, "/part with files");

  // Preview: a new tab on a single-use link, served inline as a PDF.
  const preview = context.waitForEvent("response", (response) => response.url().includes("/api/downloads/"));
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    drawing.getByRole("button", { name: `Preview ${made.PartNumber}-A.pdf` }).click(),
  ]);
  const served = await preview;
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect(served.headers()["content-disposition"]).toMatch(/^inline;/);
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  await tab.close();

  // Rev B: rev A's drawing is superseded wherever it shows.
  await page.getByRole("button", { name: "New revision" }).click();
  const revision = page.getByRole("dialog", { name: `New revision of ${made.PartNumber}` });
  await revision.getByRole("button", { name: "Create revision" }).click();
  await expect(page).toHaveURL(new RegExp(`partNumber=${made.PartNumber}&revision=B`));
  await page.goto(`/part?partNumber=${made.PartNumber}&revision=A`);
  await expect(fileRow(page, `${made.PartNumber}-A.pdf`)).toContainText("Superseded");

  // The WO (rev A) prints its revision's current drawing on the traveler.
  const [sheet] = await Promise.all([
    context.waitForEvent("page"),
    page.evaluate((wo) => window.open(`/print-wos?wo=${wo}`, "_blank"), made.WONumber),
  ]);
  await expect(sheet.locator('[data-ready="true"]')).toBeVisible();
  const [first] = await pdfPages(sheet);
  // The WO makes rev A, which rev B has superseded: the traveler says so.
  expect(first).toContain(`${made.PartNumber}-A.pdf · rev A (superseded)`);
});

test("an SVG with a script is stored but never runs: no preview, served as a sandboxed download", async ({ page }) => {
  const api = await apiFor(page);
  const made = await createLineWorkOrder(api);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/customer/${made.CustomerId}`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"><script>window.top.__pwned = true; alert("pwned")</script><rect width="10" height="10"/></svg>`;
  await addFilesByKeyboard(page, [{ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) }]);
  const row = fileRow(page, "logo.svg");
  await expect(row).toBeVisible();
  await expect(row.getByRole("button", { name: "Preview logo.svg" })).toHaveCount(0);

  // Its download: an attachment, sandboxed, never sniffed into something that runs.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("button", { name: "Download logo.svg" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("logo.svg");
  expect(new URL(download.url()).pathname).toMatch(/^\/api\/downloads\//);

  // Asked for inline anyway, the server refuses; opened directly, the browser downloads it.
  const attachments = await api.get<{ Id: number; FileName: string; ContentType: string }[]>(
    `/customers/${made.CustomerId}/attachments`,
  );
  const stored = attachments.find((each) => each.FileName === "logo.svg")!;
  expect(stored.ContentType).toBe("image/svg+xml");
  const inline = await page.request.post(`/api/attachments/${stored.Id}/link?disposition=inline`, {
    headers: await bearer(page),
  });
  expect(inline.status()).toBe(400);
  const link = await api.post<{ Url: string }>(`/attachments/${stored.Id}/link`, undefined, 201);
  const direct = await page.request.get(link.Url);
  expect(direct.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(direct.headers()["content-security-policy"]).toContain("sandbox");
  expect(direct.headers()["x-content-type-options"]).toBe("nosniff");

  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test("a supplier's certificate with an expiry: flagged when expired, on the supplier and in the picker", async ({
  page,
}) => {
  test.slow();
  const api = await apiFor(page);
  const name = `${uniqueCode("CERT")} Plating`;
  await api.post("/suppliers", {
    SupplierName: name,
    Services: ["Plating"],
    ApprovalStatus: "Approved",
    CertificateExpires: "2030-01-31",
  });
  const made = await createLineWorkOrder(api);

  await page.goto(`/supplier/${encodeURIComponent(name)}`);
  await addFilesByKeyboard(page, [
    { name: "plating-cert.pdf", mimeType: "application/pdf", buffer: pdfFile("Certificate of conformance") },
  ]);
  const row = fileRow(page, "plating-cert.pdf");
  await expect(row).toContainText("Certificate");

  await row.getByRole("button", { name: "Edit plating-cert.pdf" }).click();
  const edit = page.getByRole("dialog", { name: /plating-cert\.pdf/ });
  await edit.getByLabel("Expires on").fill("2024-06-30");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText("Expired");
  await expect(page.locator('[data-slot="latest-certificate"]')).toContainText("Expired");
  await expectNoAxeViolations(page, "/supplier with an expired certificate");

  await page.goto(`/wo/${made.WONumber}`);
  const form = detailsForm(page);
  await form.getByRole("button", { name: "Add operation" }).click();
  await form.getByRole("combobox", { name: "Operation 1 Where" }).selectOption({ label: "Outside" });
  await form.getByRole("combobox", { name: "Operation 1 Outside supplier" }).fill(name.slice(0, 9));
  const option = page.getByRole("listbox", { name: "Suppliers" }).getByRole("option", { name: new RegExp(`^${name}`) });
  await expect(option).toContainText("plating-cert.pdf");
  await expect(option).toContainText("Expired");
  await expect(toastSaying(page, "Could not")).toHaveCount(0);
});

async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem("okta-token-storage") ?? "{}").accessToken.accessToken as string,
  );
  return { Authorization: `Bearer ${token}` };
}

test("two people edit one file: the second sees theirs beside their own, the card shows the file as it is now, and saves onto it", async ({
  page,
}) => {
  const api = await apiFor(page);
  const code = uniqueCode("ATT");
  await api.post("/customers", { CustomerId: code, Name: `${code} Conflict Works` });
  await page.goto(`/customer/${code}`);
  await addFilesByKeyboard(page, [
    { name: "blanket-po.pdf", mimeType: "application/pdf", buffer: pdfFile("Blanket PO") },
  ]);
  await expect(fileRow(page, "blanket-po.pdf")).toBeVisible();

  // I open the file's edit dialog and rename it, and add a note…
  await fileRow(page, "blanket-po.pdf").getByRole("button", { name: "Edit blanket-po.pdf" }).click();
  // Named after the file it edits: once it takes their version, their name.
  const edit = page.getByRole("dialog", { name: /^Edit blanket-po/ });
  await edit.getByRole("textbox", { name: "Name" }).fill("blanket-po-2026.pdf");
  await edit.getByRole("textbox", { name: "Note" }).fill("Covers all of 2026");

  // …while someone else renames it first.
  const [stored] = await api.get<{ Id: number; Version: number }[]>(`/customers/${code}/attachments`);
  await api.put(`/attachments/${stored!.Id}`, { Version: stored!.Version, FileName: "blanket-po-signed.pdf" });

  await edit.getByRole("button", { name: "Save changes" }).click();
  const panel = edit.getByRole("alert").filter({ hasText: "Someone else changed this file while you were editing it" });
  await expect(panel.getByRole("row", { name: /^Name/ })).toContainText("blanket-po-signed.pdf");
  await expect(panel.getByRole("row", { name: /^Name/ })).toContainText("blanket-po-2026.pdf");
  // The card behind the dialog shows the file as it is now.
  await expect(fileRow(page, "blanket-po-signed.pdf")).toHaveCount(1);
  await expectNoAxeViolations(page, "/customer attachment edit conflict");

  // Their name, my note: saved onto their version.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/api/attachments/${stored!.Id}`) && response.request().method() === "PUT",
  );
  await panel.getByRole("button", { name: "Apply their changes" }).click();
  await expect(edit.getByRole("textbox", { name: "Name" })).toHaveValue("blanket-po-signed.pdf");
  await expect(edit.getByRole("textbox", { name: "Note" })).toHaveValue("Covers all of 2026");
  await edit.getByRole("button", { name: "Save changes" }).click();
  expect((await saved).status()).toBe(200);
  await expect(edit).toHaveCount(0);
  await expect(fileRow(page, "blanket-po-signed.pdf")).toContainText("Covers all of 2026");
  const [after] = await api.get<{ FileName: string; Note: string; Version: number }[]>(
    `/customers/${code}/attachments`,
  );
  expect(after).toMatchObject({ FileName: "blanket-po-signed.pdf", Note: "Covers all of 2026", Version: 3 });
});

test("a used download link opened in a tab is a page to read, with a way back, under the app's CSP", async ({
  page,
}) => {
  const api = await apiFor(page);
  const link = await api.post<{ Url: string }>("/reports/parts.csv/link", undefined, 201);
  expect((await page.request.get(link.Url)).status()).toBe(200);
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("404")) refused.push(message.text());
  });
  const answer = await page.goto(link.Url);
  expect(answer?.status()).toBe(404);
  expect(answer?.headers()["content-type"]).toBe("text/html; charset=utf-8");
  await expect(page.getByRole("heading", { level: 1, name: "This download link does not work" })).toBeVisible();
  await expect(page.getByText("This download link is unknown, used or expired.")).toBeVisible();
  await expectNoAxeViolations(page, "used download link");
  expect(refused).toEqual([]);
  await page.getByRole("link", { name: "Back to Shopdesk" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a file over the server's limit is refused in the browser with the limit /config.json gives, and never sent", async ({
  page,
}) => {
  // The server's own /config.json, with a limit small enough to pass in a test.
  await page.route("**/config.json", async (route) => {
    const served = await route.fetch();
    const config = (await served.json()) as { maxUploadMb: number };
    expect(config.maxUploadMb).toBe(100);
    await route.fulfill({ response: served, json: { ...config, maxUploadMb: 1 } });
  });
  const api = await apiFor(page);
  const code = uniqueCode("BIG");
  await api.post("/customers", { CustomerId: code, Name: `${code} Large Files` });
  await page.goto(`/customer/${code}`);
  await expect(card(page).getByText("No files yet")).toBeVisible();
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/attachments")) sent.push(request.url());
  });
  await addFilesByKeyboard(page, [
    { name: "CMM scan.zip", mimeType: "application/zip", buffer: Buffer.alloc(1024 * 1024 + 1) },
  ]);
  await expect(card(page).locator('[data-slot="attachment-upload"]')).toContainText(
    "CMM scan.zip is larger than 1 MB, the most this server takes.",
  );
  expect(sent).toEqual([]);
});
