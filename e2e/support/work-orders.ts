import { expect, type APIResponse, type Browser, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { SIGNED_IN_STATE } from "./sign-in.js";
import { uniqueCode } from "./master-data.js";

export type Api = {
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, data: unknown, status?: number) => Promise<T>;
  put: <T>(path: string, data: unknown) => Promise<T>;
};

async function bodyOf<T>(response: APIResponse, status: number, what: string): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/**
 * The toast saying `text`, in the notifications region. (A `status` role only marks Radix's
 * screen-reader announcement, which lasts one second: a busy machine can poll past it.)
 */
export const toastSaying = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });

/** The API as the signed-in demo user, with the access token the app keeps in localStorage. */
export async function apiFor(page: Page): Promise<Api> {
  if (page.url() === "about:blank") await page.goto("/");
  await expect
    .poll(() =>
      page.evaluate(() => Boolean(JSON.parse(localStorage.getItem("okta-token-storage") ?? "{}")?.accessToken)),
    )
    .toBe(true);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem("okta-token-storage") ?? "{}").accessToken.accessToken as string,
  );
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async (path) => bodyOf(await page.request.get(`/api${path}`, { headers }), 200, `GET ${path}`),
    post: async (path, data, status = 201) =>
      bodyOf(await page.request.post(`/api${path}`, { headers, data }), status, `POST ${path}`),
    put: async (path, data) => bodyOf(await page.request.put(`/api${path}`, { headers, data }), 200, `PUT ${path}`),
  };
}

/** Runs `work` with the API in a context of its own (for beforeAll hooks). */
export async function withApi<T>(browser: Browser, work: (api: Api) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ storageState: SIGNED_IN_STATE });
  try {
    return await work(await apiFor(await context.newPage()));
  } finally {
    await context.close();
  }
}

type CreatedWorkOrder = { WONumber: string; POKey: number; PONumber: string; PartNumber: string; CustomerId: string };

/** A customer, a part, a PO with one line and a WO made from that line, all new, through the API. */
export async function createLineWorkOrder(api: Api, dueDate = "2030-06-28"): Promise<CreatedWorkOrder> {
  const code = uniqueCode("WO");
  await api.post("/customers", { CustomerId: code, Name: `${code} Fixture Works`, PaymentTerms: "Net 30" });
  const partNumber = `${code}-7`;
  await api.post("/parts", {
    PartNumber: partNumber,
    Revision: "A",
    Description: "Valve body, 3-way",
    CustomerId: code,
    Material: "6061-T6 Aluminum",
    Pricing: { LotCharge: "0", Breaks: [{ MinQuantity: 1, UnitPrice: "18.5000" }] },
  });
  const po = await api.post<{ POKey: number; PONumber: string }>("/purchase-orders", {
    CustomerId: code,
    PONumber: `PO-${code}`,
    PODate: "2030-05-01",
    Lines: [{ PartNumber: partNumber, Revision: "A", Quantity: 40, DueDate: dueDate }],
  });
  const workOrder = await api.post<{ WONumber: string }>(`/purchase-orders/${po.POKey}/lines/1/work-orders`, {});
  return {
    WONumber: workOrder.WONumber,
    POKey: po.POKey,
    PONumber: po.PONumber,
    PartNumber: partNumber,
    CustomerId: code,
  };
}

/** Chromium's PDF of the print view, as the words of each page. */
export async function pdfPages(sheet: Page): Promise<string[]> {
  await sheet.emulateMedia({ media: "print" });
  await sheet.evaluate(() => document.fonts.ready);
  const pdf = await sheet.pdf({ format: "Letter", preferCSSPageSize: true });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, " "));
}
export const detailsForm = (page: Page) => page.getByRole("form", { name: "Work order details" });

/** Adds operation `n` (1-based) in house at `centre`, or outside when `centre` is null. */
export async function addOperation(page: Page, n: number, description: string, centre: string | null, hours: string) {
  const form = detailsForm(page);
  await form.getByRole("button", { name: "Add operation" }).click();
  await expect(form.getByRole("textbox", { name: `Operation ${n} Seq` })).toHaveValue(String(n * 10));
  await form.getByRole("textbox", { name: `Operation ${n} Description` }).fill(description);
  if (centre) await form.getByRole("textbox", { name: `Operation ${n} Work centre` }).fill(centre);
  await form.getByRole("textbox", { name: `Operation ${n} Planned hours` }).fill(hours);
}
