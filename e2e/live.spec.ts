import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, toastWith } from "./support/master-data.js";
import { DEMO_USER } from "./support/sign-in.js";
import {
  authorization,
  changeNotice,
  MARCUS,
  newPurchaseOrder,
  presence,
  purchaseOrder,
  signedInPage,
} from "./support/live.js";

// Two people in two browser contexts on the demo server (one process, PGlite): what one does,
// the other's open screen shows without a reload (docs/app.md, "Live updates").

test("Marcus ships a packing slip and Dana's open PO shows it; each sees the other there, and Marcus goes", async ({
  browser,
  baseURL,
}) => {
  const dana = await signedInPage(browser, DEMO_USER, { baseURL });
  const po = await newPurchaseOrder(dana);
  await dana.goto(`/po/${po.POKey}`);
  // The line's Shipped and Open cells, as Dana's screen shows them.
  const lineCells = dana.getByRole("table", { name: "Lines" }).getByRole("row").nth(1).getByRole("cell");
  await expect(lineCells.nth(6)).toHaveText("0");
  await expect(presence(dana)).toHaveText("");

  const marcus = await signedInPage(browser, MARCUS, { baseURL });
  await marcus.goto(`/po/${po.POKey}`);
  await expect(presence(dana)).toHaveText("Marcus Lee has this open");
  await expect(presence(marcus)).toHaveText("Dana Reyes has this open");
  await expectNoAxeViolations(dana, "a PO someone else has open");

  await marcus.getByRole("button", { name: "Ship", exact: true }).click();
  const ship = marcus.getByRole("dialog", { name: `Ship PO ${po.PONumber}` });
  await ship.getByRole("textbox", { name: "Quantity of line 1 to ship" }).fill("40");
  await ship.getByRole("button", { name: "Create packing slip" }).click();
  await expect(toastWith(marcus, "Packing slip 1 created")).toBeVisible();

  // Dana never reloads: her PO follows the change feed.
  await expect(changeNotice(dana)).toContainText("Marcus Lee added packing slip 1");
  await expect(dana.getByRole("table", { name: "Packing slips" }).getByRole("row")).toHaveCount(2);
  await expect(lineCells.nth(6)).toHaveText("40");
  await expect(lineCells.nth(7)).toHaveText("60");
  await expect(dana.getByText("Partially Shipped", { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(dana, "a PO just changed by someone else");

  // Closing the tab ends Marcus's stream: Dana's screen says so at once, well within 30 s.
  await marcus.context().close();
  await expect(presence(dana)).toHaveText("");
  await dana.context().close();
});

test("Dana's unsaved line edits are never overwritten by Marcus's change: the bar, Review, and a merge that saves", async ({
  browser,
  baseURL,
}) => {
  const dana = await signedInPage(browser, DEMO_USER, { baseURL });
  const po = await newPurchaseOrder(dana);
  const marcus = await signedInPage(browser, MARCUS, { baseURL });
  await dana.goto(`/po/${po.POKey}`);
  await dana.getByRole("button", { name: "Edit line 1" }).click();
  const dialog = dana.getByRole("dialog", { name: "Edit line 1" });
  await dialog.getByRole("textbox", { name: "Quantity" }).fill("150");
  // Marcus sees that Dana is editing.
  await marcus.goto(`/po/${po.POKey}`);
  await expect(presence(marcus)).toHaveText("Dana Reyes is editing");
  await expectNoAxeViolations(marcus, "a PO someone else is editing");

  // Marcus moves the line's due date.
  const [line] = (await purchaseOrder(marcus, po.POKey)).Lines;
  const moved = await marcus.request.put(`/api/purchase-orders/${po.POKey}/lines/1`, {
    headers: await authorization(marcus),
    data: { DueDate: "2030-04-15", Version: line!.Version },
  });
  expect(moved.status()).toBe(200);

  // Dana's form keeps her 150 and says what happened, before any save.
  const bar = dialog.locator("[data-slot=incoming-changes-bar]");
  await expect(bar).toContainText("Marcus Lee changed Due date while you were editing. Your edits are kept.");
  await expect(dialog.getByRole("textbox", { name: "Quantity" })).toHaveValue("150");
  await expectNoAxeViolations(dana, "the line dialog with someone else's change waiting");
  await bar.getByRole("button", { name: "Review changes" }).click();
  const panel = dialog.getByRole("alert", { name: "Marcus Lee changed this record while you were editing it" });
  await expect(panel.getByRole("row", { name: /Due date/ })).toContainText("04/15/2030");
  await expectNoAxeViolations(dana, "their line beside mine");
  await panel.getByRole("button", { name: "Apply their changes" }).click();
  await expect(dialog.getByRole("textbox", { name: "Quantity" })).toHaveValue("150");
  await dialog.getByRole("button", { name: "Save line" }).click();
  await expect(toastWith(dana, "Line 1 saved")).toBeVisible();

  const saved = (await purchaseOrder(dana, po.POKey)).Lines[0]!;
  expect({ Quantity: saved.Quantity, DueDate: saved.DueDate }).toEqual({ Quantity: 150, DueDate: "2030-04-15" });
  await expect(presence(marcus)).toHaveText("Dana Reyes has this open");
  await dana.context().close();
  await marcus.context().close();
});
