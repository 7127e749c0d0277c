import { z } from "zod/mini";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi, seg } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { supplierSchema, supplierSummarySchema } from "@shopdesk/contract";

describe(`/api/suppliers (${testEngine})`, () => {
  let api: TestApi;
  const names = ["A/B Plating & Anodize", "Müller Härterei", "O'Neil EDM Services", 'Dr. "Heat" Treat Co.'];

  beforeAll(async () => {
    api = await openTestApi();
  });
  afterAll(async () => api?.close());

  it("creates suppliers whose names hold /, &, ., quotes and non-ASCII letters, and finds each by its URL-encoded name", async () => {
    for (const name of names) {
      const created = await api.call("POST", "/api/suppliers", {
        SupplierName: name,
        Services: ["Anodize", "Anodize", "Plating"],
      });
      expect(created.status, name).toBe(201);
      expect(supplierSchema.parse(created.body)).toMatchObject({
        SupplierName: name,
        Services: ["Anodize", "Plating"],
        Version: 1,
      });
      const found = await api.call("GET", `/api/suppliers/${seg(name)}`);
      expect(found.status, name).toBe(200);
      expect(found.body.SupplierName).toBe(name);
    }
    // Case-insensitive, non-ASCII letters included.
    expect((await api.call("GET", `/api/suppliers/${seg("MÜLLER HÄRTEREI")}`)).body.SupplierName).toBe(
      "Müller Härterei",
    );
    expect((await api.call("GET", `/api/suppliers/${seg("No Such Supplier")}`)).status).toBe(404);
  });

  it("refuses a name that differs only in case with 409 naming SupplierName", async () => {
    const { status, body } = await api.call("POST", "/api/suppliers", { SupplierName: "a/b plating & anodize" });
    expect(status).toBe(409);
    expect(body.error?.fields).toEqual({ SupplierName: "A supplier named a/b plating & anodize already exists." });
  });

  it("refuses bad input per field and writes nothing", async () => {
    const before = (await sql`select count(*) as n from supplier`.execute(api.test.database.db)).rows;
    const { status, body } = await api.call("POST", "/api/suppliers", {
      SupplierName: "",
      ApprovalStatus: "Maybe",
      CertificateExpires: "2026-02-30",
      Services: [""],
    });
    expect(status).toBe(400);
    expect(Object.keys(body.error!.fields!).sort()).toEqual([
      "ApprovalStatus",
      "CertificateExpires",
      "Services.0",
      "SupplierName",
    ]);
    expect((await sql`select count(*) as n from supplier`.execute(api.test.database.db)).rows).toEqual(before);
  });

  it("flags an expired approval", async () => {
    const { body } = await api.call("POST", "/api/suppliers", {
      SupplierName: "Lapsed Labs",
      CertificateExpires: "2001-01-01",
    });
    expect(body).toMatchObject({ IsApprovalExpired: true, CertificateExpires: "2001-01-01" });
    const future = await api.call("POST", "/api/suppliers", {
      SupplierName: "Fresh Finishes",
      CertificateExpires: "2999-12-31",
      ApprovalStatus: "Conditional",
    });
    expect(future.body).toMatchObject({ IsApprovalExpired: false });
  });

  it("renames through PUT, keeps the history under the new name, and 409s a stale Version", async () => {
    const path = `/api/suppliers/${seg("A/B Plating & Anodize")}`;
    const renamed = await api.call("PUT", path, { Version: 1, SupplierName: "A/B Plating & Anodize, Inc." });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      SupplierName: "A/B Plating & Anodize, Inc.",
      Services: ["Anodize", "Plating"],
      Version: 2,
    });
    expect((await api.call("GET", path)).status).toBe(404);

    const history = await api.call<{ Action: string; Changes: object }[]>(
      "GET",
      `/api/history?entity=supplier&key=${seg("A/B Plating & Anodize, Inc.")}`,
    );
    expect(history.body.map((entry) => entry.Action)).toEqual(["update", "create"]);
    expect(history.body[0]!.Changes).toEqual({
      SupplierName: { From: "A/B Plating & Anodize", To: "A/B Plating & Anodize, Inc." },
    });

    const stale = await api.call("PUT", `/api/suppliers/${seg("A/B Plating & Anodize, Inc.")}`, {
      Version: 1,
      Notes: "late",
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current).toMatchObject({
      SupplierName: "A/B Plating & Anodize, Inc.",
      Version: 2,
      Notes: "",
    });
  });

  it("refuses a rename onto another supplier's name", async () => {
    const { status, body } = await api.call("PUT", `/api/suppliers/${seg("Lapsed Labs")}`, {
      Version: 1,
      SupplierName: "müller härterei",
    });
    expect(status).toBe(409);
    expect(body.error?.fields).toHaveProperty("SupplierName");
  });

  it("lists with q, approval and active filters, sort and paging", async () => {
    const list = async (query: string) => {
      const { status, body } = await api.call<{ Items: { SupplierName: string }[]; Total: number }>(
        "GET",
        `/api/suppliers?${query}`,
      );
      expect(status, query).toBe(200);
      body.Items.forEach((item) => z.strictObject(supplierSummarySchema.shape).parse(item));
      return { Total: body.Total, names: body.Items.map((item) => item.SupplierName) };
    };
    expect(await list("q=härt")).toEqual({ Total: 1, names: ["Müller Härterei"] });
    expect(await list(`q=${seg("& anod")}`)).toEqual({ Total: 1, names: ["A/B Plating & Anodize, Inc."] });
    expect((await list("approval=Expired")).names).toEqual(["Lapsed Labs"]);
    expect((await list("approval=Conditional")).names).toEqual(["Fresh Finishes"]);
    expect(await list("sort=SupplierName&pageSize=2&page=2")).toEqual({
      Total: 6,
      names: ["Fresh Finishes", "Lapsed Labs"],
    });
    expect((await list("sort=-SupplierName&pageSize=1")).names).toEqual(["O'Neil EDM Services"]);
    expect((await api.call("GET", "/api/suppliers?sort=Secret")).status).toBe(400);
    expect((await api.call("GET", "/api/suppliers?approval=Great")).status).toBe(400);
  });
});
