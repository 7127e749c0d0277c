import { expect, type Browser, type Page } from "@playwright/test";
import { signInFromLoginPage } from "./sign-in.js";
import { uniqueCode } from "./master-data.js";

export const MARCUS = { username: "marcus", password: "shopdesk", givenName: "Marcus" };

/** A browser context of its own, signed in through the real redirect as `user`, on `baseURL`. */
export async function signedInPage(
  browser: Browser,
  user: { username: string; password: string },
  options: { baseURL?: string; headers?: Record<string, string> } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: options.baseURL, extraHTTPHeaders: options.headers });
  const page = await context.newPage();
  await page.goto("/login");
  await signInFromLoginPage(page, { ...user, givenName: "" });
  return page;
}

/** The page's access token, for setting records up through the API as that person. */
export async function authorization(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem("okta-token-storage") ?? "{}")?.accessToken?.accessToken as string,
  );
  return { Authorization: `Bearer ${token}` };
}

type Line = { LineNumber: number; Version: number; Quantity: number; DueDate: string };
export type PurchaseOrderAnswer = { POKey: number; PONumber: string; Version: number; Lines: Line[] };

/** A new PO of ACME's (a demo customer) with one line of its first part, made through the API. */
export async function newPurchaseOrder(page: Page): Promise<PurchaseOrderAnswer> {
  const headers = await authorization(page);
  const parts = await page.request.get("/api/customers/ACME/parts?pageSize=1", { headers });
  expect(parts.status()).toBe(200);
  const [part] = ((await parts.json()) as { Items: { PartNumber: string; Revision: string }[] }).Items;
  const created = await page.request.post("/api/purchase-orders", {
    headers,
    data: {
      CustomerId: "ACME",
      PONumber: uniqueCode("LIVE-"),
      PODate: "2030-01-02",
      Lines: [{ PartNumber: part!.PartNumber, Revision: part!.Revision, Quantity: 100, DueDate: "2030-03-01" }],
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as PurchaseOrderAnswer;
}

/** The PO as the API answers it now. */
export async function purchaseOrder(page: Page, poKey: number): Promise<PurchaseOrderAnswer> {
  const answer = await page.request.get(`/api/purchase-orders/${poKey}`, { headers: await authorization(page) });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as PurchaseOrderAnswer;
}

/** Who else the record screen says is here (the presence sentence). */
export const presence = (page: Page) => page.locator("[data-slot=presence-list] [role=status]");
/** The record screen's "… changed … just now". */
export const changeNotice = (page: Page) => page.locator("[data-slot=change-notice]");
