import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/master-data.js";
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

// Two server processes on one PostgreSQL behind a proxy (scripts/e2e-replicas.mjs). Dana's
// browser is pinned to replica a, Marcus's to replica b: what Marcus does through b reaches
// Dana's stream on a, and presence is the same on both.
const proxy = `http://localhost:${process.env.E2E_REPLICAS_PORT}`;
const on = (replica: "a" | "b") => ({ baseURL: proxy, headers: { "X-Replica": replica } });

test("across two server processes: presence both ways, a change through one shown on the other, and a cut stream catching up", async ({
  browser,
}) => {
  const dana = await signedInPage(browser, DEMO_USER, on("a"));
  const marcus = await signedInPage(browser, MARCUS, on("b"));
  const po = await newPurchaseOrder(marcus);

  await dana.goto(`/po/${po.POKey}`);
  await marcus.goto(`/po/${po.POKey}`);
  await expect(presence(dana)).toHaveText("Marcus Lee has this open");
  await expect(presence(marcus)).toHaveText("Dana Reyes has this open");
  const served = await dana.request.get("/readyz");
  expect(served.headers()["x-served-by"]).toBe("a");

  // A change through replica b, heard by Dana's stream on replica a.
  const notes = dana.getByRole("textbox", { name: "Notes" });
  const changeNotes = async (text: string) => {
    const { Version } = await purchaseOrder(marcus, po.POKey);
    const answer = await marcus.request.put(`/api/purchase-orders/${po.POKey}`, {
      headers: await authorization(marcus),
      data: { Notes: text, Version },
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["x-served-by"]).toBe("b");
  };
  await changeNotes("Call before delivery.");
  await expect(notes).toHaveValue("Call before delivery.");
  await expect(changeNotice(dana)).toHaveText("Marcus Lee changed Notes just now");
  await expectNoAxeViolations(dana, "a PO changed through the other replica");

  // The network between Dana and her replica goes down mid-stream; Marcus changes the PO meanwhile.
  await dana.request.post(`${proxy}/__proxy/cut?replica=a`);
  await changeNotes("Dock 4 only.");
  await dana.request.post(`${proxy}/__proxy/restore`);
  // Her stream comes back with Last-Event-ID and replays what she missed: nothing is lost.
  await expect(notes).toHaveValue("Dock 4 only.");
  await expect(changeNotice(dana)).toHaveText("Marcus Lee changed Notes just now");
  await expect(presence(dana)).toHaveText("Marcus Lee has this open");

  await marcus.context().close();
  await expect(presence(dana)).toHaveText("");
  await dana.context().close();
});
