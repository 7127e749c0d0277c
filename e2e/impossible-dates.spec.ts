import { expect, test, type Locator, type Page } from "@playwright/test";
import { SIGNED_IN_STATE } from "./support/sign-in.js";
import { uniqueCode } from "./support/master-data.js";
import { apiFor, createLineWorkOrder, detailsForm } from "./support/work-orders.js";

test.use({ storageState: SIGNED_IN_STATE });

// Chromium's date input takes years up to 275760, so the slip a person really makes, a fifth
// digit in the year, reaches the form as "20245-02-28". Every date field must refuse it with
// the words the server uses for the same value, so the screen never says one thing and the
// API another.
const IMPOSSIBLE = "20245-02-28";

/** Types February 28th of year 20245 into a date input, segment by segment (month, day, year). */
async function typeImpossibleDate(field: Locator): Promise<void> {
  await field.focus();
  await field.page().keyboard.type("0228" + "20245");
  await expect(field).toHaveValue(IMPOSSIBLE);
}

/** What the server says of `field` when `body` is sent to `path` (a 400 with the field's message). */
async function serverSays(
  page: Page,
  method: "GET" | "POST" | "PUT",
  path: string,
  field: string,
  body?: object,
): Promise<string> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem("okta-token-storage") ?? "{}").accessToken.accessToken as string,
  );
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(body ? { data: body } : {}),
  });
  expect(response.status(), `${method} ${path}`).toBe(400);
  const answer = (await response.json()) as { error: { fields?: Record<string, string> } };
  const message = answer.error.fields?.[field];
  expect(message, `${method} ${path}: the message for ${field}`).toBeTruthy();
  return message!;
}

/** The field's accessible description holds `message` (how FormField ties an error to its control). */
async function expectFieldSays(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

test("an impossible date in the WO list filter and in every date field of the forms gets the server's own message", async ({
  page,
}) => {
  test.slow();
  const api = await apiFor(page);
  const order = await createLineWorkOrder(api);
  const supplierName = `Impossible Dates ${uniqueCode("")} Plating`;
  await api.post("/suppliers", { SupplierName: supplierName, Services: ["Anodize"] });
  await api.post(`/purchase-orders/${order.POKey}/packing-slips`, {
    ShipDate: "2030-06-01",
    Carrier: "UPS Ground",
    Boxes: 1,
    Lines: [{ LineNumber: 1, Quantity: 5 }],
  });

  // The WO list's due-date filter: the list is not narrowed by it, and the field says why.
  const listSays = await serverSays(page, "GET", `/work-orders?dueFrom=${IMPOSSIBLE}`, "dueFrom");
  await page.goto("/wo");
  const dueFrom = page.getByLabel("Due from");
  await typeImpossibleDate(dueFrom);
  await expectFieldSays(dueFrom, listSays);
  await expect(page).toHaveURL(new RegExp(`dueFrom=${IMPOSSIBLE}`));
  // From the URL too: a shared link with a day that does not exist says so.
  await page.goto("/wo?dueTo=2024-02-30");
  await expectFieldSays(page.getByLabel("Due to"), listSays);

  // The WO's due date.
  await page.goto(`/wo/${order.WONumber}`);
  const woDue = detailsForm(page).getByLabel("Due date");
  await typeImpossibleDate(woDue);
  await detailsForm(page).getByRole("button", { name: "Save changes" }).click();
  await expectFieldSays(
    woDue,
    await serverSays(page, "PUT", `/work-orders/${order.WONumber}`, "DueDate", { Version: 1, DueDate: IMPOSSIBLE }),
  );

  // The PO's header, then the Ship dialog and the packing slip's edit dialog on the same PO.
  await page.goto(`/po/${order.POKey}`);
  const header = page.getByRole("form", { name: "PO details" });
  const poDate = header.getByLabel("PO date");
  await typeImpossibleDate(poDate);
  await header.getByRole("button", { name: "Save changes" }).click();
  await expectFieldSays(
    poDate,
    await serverSays(page, "PUT", `/purchase-orders/${order.POKey}`, "PODate", { Version: 1, PODate: IMPOSSIBLE }),
  );
  await page.reload();

  const slipSays = await serverSays(page, "POST", `/purchase-orders/${order.POKey}/packing-slips`, "ShipDate", {
    ShipDate: IMPOSSIBLE,
    Boxes: 1,
    Lines: [{ LineNumber: 1, Quantity: 1 }],
  });
  await page.getByRole("button", { name: "Ship", exact: true }).click();
  const ship = page.getByRole("dialog", { name: `Ship PO ${order.PONumber}` });
  const shipDate = ship.getByLabel("Ship date");
  await typeImpossibleDate(shipDate);
  await ship.getByRole("button", { name: "Create packing slip" }).click();
  await expectFieldSays(shipDate, slipSays);
  await ship.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("table", { name: "Packing slips" }).getByRole("button", { name: "Edit packing slip 1" }).click();
  const slip = page.getByRole("dialog", { name: "Edit packing slip 1" });
  const slipDate = slip.getByLabel("Ship date");
  await typeImpossibleDate(slipDate);
  await slip.getByRole("button", { name: "Save changes" }).click();
  await expectFieldSays(
    slipDate,
    await serverSays(page, "PUT", `/purchase-orders/${order.POKey}/packing-slips/1`, "ShipDate", {
      Version: 1,
      ShipDate: IMPOSSIBLE,
    }),
  );
  await slip.getByRole("button", { name: "Cancel" }).click();

  // A new PO: its date and a line's due date.
  await page.goto(`/po?new=1`);
  const newPO = page.getByRole("dialog", { name: "New PO" });
  const newPODate = newPO.getByLabel("PO date");
  await typeImpossibleDate(newPODate);
  await newPO.getByRole("button", { name: "Add line" }).click();
  // The line's part waits for a customer (disabled), so the new line starts at its quantity.
  await expect(newPO.getByRole("group", { name: "Line 1" }).getByRole("textbox", { name: "Quantity" })).toBeFocused();
  const lineDue = newPO.getByRole("group", { name: "Line 1" }).getByLabel("Due date");
  await typeImpossibleDate(lineDue);
  await newPO.getByRole("button", { name: "Create PO" }).click();
  const newPOBody = {
    CustomerId: order.CustomerId,
    PONumber: "X",
    PODate: IMPOSSIBLE,
    Lines: [{ PartNumber: order.PartNumber, Revision: "A", Quantity: 1, DueDate: IMPOSSIBLE }],
  };
  await expectFieldSays(newPODate, await serverSays(page, "POST", "/purchase-orders", "PODate", newPOBody));
  await expectFieldSays(lineDue, await serverSays(page, "POST", "/purchase-orders", "Lines.0.DueDate", newPOBody));

  // The part's pricing date.
  await page.goto(`/part?customer=${order.CustomerId}&partNumber=${encodeURIComponent(order.PartNumber)}&revision=A`);
  const part = page.getByRole("form", { name: "Part details" });
  const effective = part.getByLabel("Effective date");
  await typeImpossibleDate(effective);
  await part.getByRole("button", { name: "Save changes" }).click();
  await expectFieldSays(
    effective,
    await serverSays(page, "PUT", `/parts/${encodeURIComponent(order.PartNumber)}/A`, "Pricing.EffectiveDate", {
      Version: 1,
      Pricing: { EffectiveDate: IMPOSSIBLE },
    }),
  );

  // A supplier's certificate expiry.
  await page.goto(`/supplier/${encodeURIComponent(supplierName)}`);
  const supplier = page.getByRole("form", { name: "Supplier details" });
  const expires = supplier.getByLabel("Certificate expires");
  await typeImpossibleDate(expires);
  await supplier.getByRole("button", { name: "Save changes" }).click();
  await expectFieldSays(
    expires,
    await serverSays(page, "PUT", `/suppliers/${encodeURIComponent(supplierName)}`, "CertificateExpires", {
      Version: 1,
      CertificateExpires: IMPOSSIBLE,
    }),
  );

  // A new supplier's certificate expiry.
  await page.goto("/supplier?new=1");
  const newSupplier = page.getByRole("dialog", { name: "New supplier" });
  const newExpires = newSupplier.getByLabel("Certificate expires");
  await typeImpossibleDate(newExpires);
  await newSupplier.getByRole("button", { name: "Create supplier" }).click();
  await expectFieldSays(
    newExpires,
    await serverSays(page, "POST", "/suppliers", "CertificateExpires", {
      SupplierName: "X",
      CertificateExpires: IMPOSSIBLE,
    }),
  );
});
