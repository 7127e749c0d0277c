import { createHash } from "node:crypto";
import {
  type Attachment,
  attachmentListSchema,
  attachmentSchema,
  downloadLinkSchema,
  errorBodySchema,
  supplierSchema,
  supplierSummarySchema,
  workOrderSchema,
} from "@shopdesk/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { type TestApi, openTestApi, seg } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { randomFile, sampleFiles } from "../test/files.js";
import { line, makePurchaseOrder, orderCatalog } from "../test/orders.js";

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const MiB = 1024 * 1024;

type History = {
  Action: string;
  Label: string;
  Entity: string;
  Changes: Record<string, { From: unknown; To: unknown }>;
}[];

describe(`attachments (${testEngine})`, () => {
  let api: TestApi;
  let poKey: number;
  let woNumber: string;
  const db = () => api.test.database.db;
  const records = {
    part: "/api/parts/7731-204/B",
    oldPart: "/api/parts/7731-204/A",
    customer: "/api/customers/ACME",
    supplier: `/api/suppliers/${seg("A/B Plating & Anodize")}`,
    po: () => `/api/purchase-orders/${poKey}`,
    wo: () => `/api/work-orders/${woNumber}`,
    slip: () => `/api/purchase-orders/${poKey}/packing-slips/1`,
  };

  /** An upload as the app sends it: the file as the body, its name and kind in the query. */
  const upload = async (record: string, query: string, body: Buffer, contentType = "application/octet-stream") => {
    const response = await api.app.inject({
      method: "POST",
      url: `${record}/attachments?${query}`,
      headers: { authorization: api.authorization, "content-type": contentType },
      payload: body,
    });
    return {
      status: response.statusCode,
      body: response.json() as Attachment & {
        error?: { code: string; message: string; fields?: Record<string, string> };
      },
    };
  };
  const attach = async (record: string, query: string, body: Buffer, contentType?: string) => {
    const answer = await upload(record, query, body, contentType);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return z.strictObject(attachmentSchema.shape).parse(answer.body);
  };
  const list = async (record: string) => {
    const answer = await api.call<Attachment[]>("GET", `${record}/attachments`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return attachmentListSchema.parse(answer.body);
  };
  const history = async (entity: string, key: string) =>
    (await api.call<History>("GET", `/api/history?entity=${entity}&key=${seg(key)}`)).body;
  /** Row counts of what attachments write: a refused request must change none. */
  const counts = async () =>
    (
      await sql<{ attachments: string; blobs: string; chunks: string; history: string; links: string }>`select
        (select count(*) from attachment) as attachments, (select count(*) from attachment_blob) as blobs,
        (select count(*) from attachment_blob_chunk) as chunks, (select count(*) from change_history) as history,
        (select count(*) from download_link) as links`.execute(db())
    ).rows[0];
  const mint = async (attachment: Attachment, disposition?: string) => {
    const answer = await api.call(
      "POST",
      `/api/attachments/${attachment.Id}/link${disposition ? `?disposition=${disposition}` : ""}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return downloadLinkSchema.parse(answer.body);
  };
  /** The link's download, as the browser fetches it: no Authorization header. */
  const download = (url: string) => api.app.inject({ method: "GET", url });

  beforeAll(async () => {
    api = await openTestApi({ env: { MAX_UPLOAD_MB: "2" } });
    await orderCatalog(api);
    await api.call("POST", "/api/suppliers", { SupplierName: "A/B Plating & Anodize", Services: ["Anodize"] });
    await api.call("POST", "/api/suppliers", { SupplierName: "Heat Treat Co." });
    poKey = (await makePurchaseOrder(api, "ATT-1", [line(10)])).POKey;
    woNumber = (await api.call<{ WONumber: string }>("POST", `/api/purchase-orders/${poKey}/lines/1/work-orders`, {}))
      .body.WONumber;
    const slip = await api.call("POST", `/api/purchase-orders/${poKey}/packing-slips`, {
      ShipDate: "2026-03-20",
      Lines: [{ LineNumber: 1, Quantity: 2 }],
    });
    expect(slip.status).toBe(201);
  });
  afterAll(async () => api?.close());

  it("attaches a file to each kind of record and lists it there with everything the Attachments card shows", async () => {
    const cases = [
      [records.part, "kind=Drawing", { Type: "part", PartNumber: "7731-204", Revision: "B" }],
      [records.customer, `kind=${seg("Customer PO")}`, { Type: "customer", CustomerId: "ACME" }],
      [
        records.supplier,
        "kind=Certificate&expiresOn=2027-01-31",
        { Type: "supplier", SupplierName: "A/B Plating & Anodize" },
      ],
      [records.po(), `kind=${seg("Customer PO")}&note=${seg("Signed copy")}`, { Type: "purchase_order", POKey: poKey }],
      [records.wo(), "kind=Report", { Type: "work_order", WONumber: woNumber }],
      [records.slip(), "kind=Photo", { Type: "packing_slip", POKey: poKey, PSlipNumber: 1 }],
    ] as const;
    for (const [record, query, expected] of cases) {
      const file = sampleFiles.pdf(record);
      const before = Date.now();
      const attachment = await attach(record, `fileName=${seg("Scan 1.pdf")}&${query}`, file);
      expect(attachment, record).toMatchObject({
        Record: expected,
        FileName: "Scan 1.pdf",
        Size: file.length,
        ContentType: "application/pdf",
        Sha256: sha256(file),
        CanPreview: true,
        IsSuperseded: false,
        UploadedBy: "dana",
        UploadedByName: "Dana Reyes",
        Version: 1,
      });
      expect(Math.abs(attachment.UploadedAt.getTime() - before)).toBeLessThan(10_000);
      expect(await list(record), record).toEqual([attachment]);
    }
    const [certificate] = await list(records.supplier);
    expect(certificate).toMatchObject({ Kind: "Certificate", ExpiresOn: "2027-01-31", IsExpired: false, Note: null });
    expect((await list(records.po()))[0]).toMatchObject({ Kind: "Customer PO", Note: "Signed copy", ExpiresOn: null });
    // A part revision's first drawing becomes its current one.
    expect((await list(records.part))[0]).toMatchObject({ Kind: "Drawing", IsCurrentDrawing: true });
    expect((await list(records.customer))[0]).toMatchObject({ IsCurrentDrawing: false });
  });

  it("writes each upload into its record's history, in the same transaction", async () => {
    const [part] = await history("part", "7731-204/B");
    expect(part).toMatchObject({
      Action: "update",
      Entity: "part",
      Changes: {
        Attachment: { From: null, To: "Scan 1.pdf · Drawing" },
        CurrentDrawing: { From: null, To: "Scan 1.pdf" },
      },
    });
    expect((await history("supplier", "A/B Plating & Anodize"))[0]!.Changes).toEqual({
      Attachment: { From: null, To: "Scan 1.pdf · Certificate · expires 2027-01-31" },
    });
    expect((await history("customer", "ACME"))[0]!.Changes).toEqual({
      Attachment: { From: null, To: "Scan 1.pdf · Customer PO" },
    });
    expect((await history("work_order", woNumber))[0]!.Changes).toEqual({
      Attachment: { From: null, To: "Scan 1.pdf · Report" },
    });
    // A PO's history holds its packing slips' rows.
    const po = await history("purchase_order", String(poKey));
    expect(po.slice(0, 2).map((entry) => [entry.Label, entry.Changes])).toEqual([
      ["Packing slip 1", { Attachment: { From: null, To: "Scan 1.pdf · Photo" } }],
      ["PO", { Attachment: { From: null, To: "Scan 1.pdf · Customer PO · Signed copy" } }],
    ]);
  });

  it("reads the content type from the bytes, whatever the client says", async () => {
    const cases: [keyof typeof sampleFiles, string, boolean][] = [
      ["pdf", "application/pdf", true],
      ["png", "image/png", true],
      ["jpeg", "image/jpeg", true],
      ["gif", "image/gif", true],
      ["webp", "image/webp", true],
      ["xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", false],
      ["docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", false],
      ["zip", "application/zip", false],
      ["dxf", "image/vnd.dxf", false],
      ["step", "model/step", false],
      ["svg", "image/svg+xml", false],
      ["html", "text/html", false],
      ["text", "application/octet-stream", false],
    ];
    for (const [kind, type, preview] of cases) {
      // The client claims a PDF (or a JSON body, or nothing): never believed.
      for (const claimed of ["application/pdf", "application/json", "text/plain; charset=utf-8"]) {
        const answer = await upload(
          records.wo(),
          `fileName=sniff-${kind}&kind=Other`,
          Buffer.concat([sampleFiles[kind](), Buffer.from(claimed)]),
          claimed,
        );
        expect(answer.status, `${kind} as ${claimed}: ${JSON.stringify(answer.body)}`).toBe(201);
        expect([answer.body.ContentType, answer.body.CanPreview], `${kind} as ${claimed}`).toEqual([type, preview]);
      }
    }
    const bare = await api.app.inject({
      method: "POST",
      url: `${records.wo()}/attachments?fileName=bare.png`,
      headers: { authorization: api.authorization },
      payload: sampleFiles.png(),
    });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json()).toMatchObject({ ContentType: "image/png", Kind: "Other" });
  });

  it("cleans file names of path parts and control characters, on upload and on rename", async () => {
    const cases = [
      ["C:\\fakepath\\drawing.pdf", "drawing.pdf"],
      ["../../etc/passwd", "passwd"],
      ["a\u0000b\u0007c.pdf", "abc.pdf"],
      ["invoice\u202efdp.exe", "invoicefdp.exe"],
      ["  spaced name.pdf. ", "spaced name.pdf"],
      ["Zeichnung Müller (B).pdf", "Zeichnung Müller (B).pdf"],
      [`${"x".repeat(300)}.pdf`, `${"x".repeat(251)}.pdf`],
      [`${"📐".repeat(300)}.dxf`, `${"📐".repeat(251)}.dxf`],
    ] as const;
    for (const [name, cleaned] of cases) {
      const attachment = await attach(records.customer, `fileName=${seg(name)}`, randomFile(10));
      expect(attachment.FileName, JSON.stringify(name)).toBe(cleaned);
    }
    const before = await counts();
    for (const name of ["..", "/", "dir/", "\u0000", "   "]) {
      const answer = await upload(records.customer, `fileName=${seg(name)}`, randomFile(10));
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body.error?.fields).toHaveProperty("fileName");
    }
    const noName = await upload(records.customer, "kind=Other", randomFile(10));
    expect(noName.status).toBe(400);
    expect(await counts()).toEqual(before);

    const [latest] = await list(records.customer);
    const renamed = await api.call<Attachment>("PUT", `/api/attachments/${latest!.Id}`, {
      Version: 1,
      FileName: "sub/dir/new\u0000 name.pdf",
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ FileName: "new name.pdf", Version: 2 });
  });

  it("refuses an empty file with 400 and stores nothing", async () => {
    const before = await counts();
    for (const headers of [{ "content-type": "application/pdf" }, {}]) {
      const answer = await api.app.inject({
        method: "POST",
        url: `${records.customer}/attachments?fileName=empty.pdf`,
        headers: { authorization: api.authorization, ...headers },
        payload: "",
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(errorBodySchema.parse(answer.json()).error.message).toMatch(/empty/);
    }
    expect(await counts()).toEqual(before);
  });

  it("answers 404 for a record that does not exist, and stores nothing", async () => {
    const before = await counts();
    for (const record of [
      "/api/parts/7731-204/Z",
      "/api/parts/NO-SUCH/A",
      "/api/customers/NOBODY",
      `/api/suppliers/${seg("No Such Plating")}`,
      "/api/purchase-orders/999999",
      "/api/purchase-orders/not-a-key",
      "/api/work-orders/999999",
      "/api/work-orders/abc",
      `/api/purchase-orders/${poKey}/packing-slips/7`,
      "/api/purchase-orders/999999/packing-slips/1",
    ]) {
      const answer = await upload(record, "fileName=x.pdf", sampleFiles.pdf());
      expect(answer.status, record).toBe(404);
      expect(answer.body.error?.code).toBe("not_found");
      expect((await api.call("GET", `${record}/attachments`)).status, record).toBe(404);
    }
    for (const path of ["/api/attachments/999999", "/api/attachments/abc"]) {
      expect((await api.call("PUT", path, { Version: 1, FileName: "x" })).status).toBe(404);
      expect((await api.call("DELETE", `${path}?version=1`)).status).toBe(404);
      expect((await api.call("POST", `${path}/link`)).status).toBe(404);
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses a bad query with 400 naming each field, and a caller without a token with 401; neither stores anything", async () => {
    const before = await counts();
    for (const [record, query, fields] of [
      [records.customer, "fileName=a.pdf&kind=Blueprint", ["kind"]],
      [records.customer, "fileName=a.pdf&kind=Report&expiresOn=2027-01-01", ["expiresOn"]],
      [records.supplier, "fileName=a.pdf&kind=Certificate&expiresOn=2027-02-30", ["expiresOn"]],
      [records.part, "fileName=a.pdf&kind=Photo&current=true", ["current"]],
      [records.part, "fileName=a.pdf&kind=Drawing&current=maybe", ["current"]],
      [records.customer, "fileName=a.pdf&kind=Drawing&current=true", ["current"]],
      [records.customer, `fileName=a.pdf&note=${"n".repeat(501)}`, ["note"]],
    ] as const) {
      const answer = await upload(record, query, sampleFiles.pdf());
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.error!.fields!), query).toEqual(fields);
    }
    const anonymous = await api.app.inject({
      method: "POST",
      url: `${records.customer}/attachments?fileName=a.pdf`,
      payload: sampleFiles.pdf(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await api.app.inject({ method: "GET", url: `${records.customer}/attachments` })).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it("stores the same bytes once, however many records they are attached to, and removes them with their last attachment", async () => {
    const file = randomFile(MiB + MiB / 2);
    const base = await counts();
    const first = await attach(records.customer, "fileName=shared.bin", file);
    const second = await attach(records.wo(), "fileName=copy-of-shared.bin&kind=Report", file);
    expect(second.Sha256).toBe(first.Sha256);
    const stored = await db()
      .selectFrom("attachment_blob")
      .select(["blob_id", "size"])
      .where("sha256", "=", sha256(file))
      .execute();
    expect(stored).toEqual([{ blob_id: expect.any(String), size: String(file.length) }]);
    const chunks = await db()
      .selectFrom("attachment_blob_chunk")
      .select(["seq", sql<number>`octet_length(data)`.as("bytes")])
      .where("blob_id", "=", stored[0]!.blob_id)
      .orderBy("seq")
      .execute();
    expect(chunks).toEqual([
      { seq: 0, bytes: MiB },
      { seq: 1, bytes: MiB / 2 },
    ]);
    expect(await counts()).toMatchObject({
      attachments: String(Number(base!.attachments) + 2),
      blobs: String(Number(base!.blobs) + 1),
      chunks: String(Number(base!.chunks) + 2),
    });

    const remaining = await api.call<Attachment[]>("DELETE", `/api/attachments/${first.Id}?version=1`);
    expect(remaining.status, JSON.stringify(remaining.body)).toBe(200);
    expect(remaining.body.map((attachment) => attachment.Id)).not.toContain(first.Id);
    expect(
      await db().selectFrom("attachment_blob").select("blob_id").where("sha256", "=", sha256(file)).execute(),
    ).toHaveLength(1);

    await api.call("DELETE", `/api/attachments/${second.Id}?version=1`);
    expect(
      await db().selectFrom("attachment_blob").select("blob_id").where("sha256", "=", sha256(file)).execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom("attachment_blob_chunk").select("seq").where("blob_id", "=", stored[0]!.blob_id).execute(),
    ).toEqual([]);
    expect(await counts()).toMatchObject({ attachments: base!.attachments, blobs: base!.blobs, chunks: base!.chunks });
    expect((await history("work_order", woNumber))[0]!.Changes).toEqual({
      Attachment: { From: "copy-of-shared.bin · Report", To: null },
    });
  });

  it("renames, re-files, notes and dates an attachment under its Version; a stale one is a 409 with the attachment as it is", async () => {
    const added = await attach(
      records.supplier,
      "fileName=cert.pdf&kind=Certificate&expiresOn=2027-06-30",
      sampleFiles.pdf("cert"),
    );
    const path = `/api/attachments/${added.Id}`;
    const changed = await api.call<Attachment>("PUT", path, {
      Version: 1,
      FileName: "plating cert 2027.pdf",
      Note: "Type II, class 1",
      ExpiresOn: "2027-07-31",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(attachmentSchema.parse(changed.body)).toMatchObject({
      FileName: "plating cert 2027.pdf",
      Note: "Type II, class 1",
      ExpiresOn: "2027-07-31",
      Kind: "Certificate",
      Version: 2,
    });
    expect((await history("supplier", "A/B Plating & Anodize"))[0]!.Changes).toEqual({
      Attachment: {
        From: "cert.pdf · Certificate · expires 2027-06-30",
        To: "plating cert 2027.pdf · Certificate · expires 2027-07-31 · Type II, class 1",
      },
    });

    const before = await counts();
    const stale = await api.call("PUT", path, { Version: 1, FileName: "mine.pdf" });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.current).toMatchObject({ FileName: "plating cert 2027.pdf", Version: 2 });
    const staleRemove = await api.call("DELETE", `${path}?version=1`);
    expect(staleRemove.status).toBe(409);
    expect(staleRemove.body.error?.current).toMatchObject({ Version: 2 });
    // An expiry date is for certificates only; a current mark for part revisions' drawings only.
    const bad = await api.call("PUT", path, {
      Version: 2,
      Kind: "Report",
      ExpiresOn: "2028-01-01",
      IsCurrentDrawing: true,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fields!).sort()).toEqual(["ExpiresOn", "IsCurrentDrawing"]);
    expect((await api.call("PUT", path, { Version: 2, Kind: "Drawing", IsCurrentDrawing: true })).status).toBe(400);
    expect((await api.call("PUT", path, { Version: 2, Kind: "Blueprint" })).status).toBe(400);
    expect((await api.call("PUT", path, { FileName: "no version.pdf" })).status).toBe(400);
    expect((await api.call("DELETE", path)).status).toBe(400);
    expect(await counts()).toEqual(before);

    // Re-filed as a report, it has no expiry date any more; the note stays.
    const refiled = await api.call<Attachment>("PUT", path, { Version: 2, Kind: "Report" });
    expect(refiled.body).toMatchObject({ Kind: "Report", ExpiresOn: null, Note: "Type II, class 1", Version: 3 });
    const cleared = await api.call<Attachment>("PUT", path, { Version: 3, Note: "" });
    expect(cleared.body).toMatchObject({ Note: null, Version: 4 });
  });

  it("keeps one current drawing per part revision, and marks the drawings of an older revision superseded", async () => {
    const part = "/api/parts/THIRD/A";
    const first = await attach(part, "fileName=third-a-1.pdf&kind=Drawing", sampleFiles.pdf("third 1"));
    expect(first.IsCurrentDrawing).toBe(true);
    // Another drawing stays unmarked unless asked; current=true moves the mark.
    const second = await attach(part, "fileName=third-a-2.pdf&kind=Drawing", sampleFiles.pdf("third 2"));
    expect(second.IsCurrentDrawing).toBe(false);
    const third = await attach(part, "fileName=third-a-3.pdf&kind=Drawing&current=true", sampleFiles.pdf("third 3"));
    expect(third.IsCurrentDrawing).toBe(true);
    const marks = async () =>
      Object.fromEntries(
        (await list(part)).map((attachment) => [
          attachment.FileName,
          [attachment.IsCurrentDrawing, attachment.Version],
        ]),
      );
    expect(await marks()).toEqual({
      "third-a-1.pdf": [false, 2],
      "third-a-2.pdf": [false, 1],
      "third-a-3.pdf": [true, 1],
    });
    // The database refuses a second current drawing, whatever the API does.
    const twoCurrent = db()
      .updateTable("attachment")
      .set({ is_current_drawing: true })
      .where("attachment_id", "=", String(first.Id))
      .execute();
    await expect(twoCurrent).rejects.toMatchObject({ code: "23505" });
    expect((await history("part", "THIRD/A"))[0]!.Changes).toEqual({
      Attachment: { From: null, To: "third-a-3.pdf · Drawing" },
      CurrentDrawing: { From: "third-a-1.pdf", To: "third-a-3.pdf" },
    });

    const marked = await api.call<Attachment>("PUT", `/api/attachments/${second.Id}`, {
      Version: 1,
      IsCurrentDrawing: true,
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(await marks()).toEqual({
      "third-a-1.pdf": [false, 2],
      "third-a-2.pdf": [true, 2],
      "third-a-3.pdf": [false, 2],
    });
    expect((await history("part", "THIRD/A"))[0]!.Changes).toEqual({
      CurrentDrawing: { From: "third-a-3.pdf", To: "third-a-2.pdf" },
    });
    // Re-filed as something else, it is no longer the current drawing; removed, neither.
    await api.call("PUT", `/api/attachments/${second.Id}`, { Version: 2, Kind: "Report" });
    expect(await marks()).toEqual({
      "third-a-1.pdf": [false, 2],
      "third-a-2.pdf": [false, 3],
      "third-a-3.pdf": [false, 2],
    });
    await api.call("PUT", `/api/attachments/${third.Id}`, { Version: 2, IsCurrentDrawing: true });
    await api.call("DELETE", `/api/attachments/${third.Id}?version=3`);
    expect((await history("part", "THIRD/A"))[0]!.Changes).toEqual({
      Attachment: { From: "third-a-3.pdf · Drawing", To: null },
      CurrentDrawing: { From: "third-a-3.pdf", To: null },
    });

    // Revision A of 7731-204 has a successor (B): its drawings are superseded; B's are not, until C.
    const old = await attach(records.oldPart, "fileName=7731-204-A.pdf&kind=Drawing", sampleFiles.pdf("rev A"));
    expect(old).toMatchObject({ IsSuperseded: true, IsCurrentDrawing: true });
    expect((await list(records.part))[0]).toMatchObject({ IsSuperseded: false });
    const notes = await attach(records.oldPart, "fileName=notes.pdf&kind=Report", sampleFiles.pdf("rev A notes"));
    expect(notes.IsSuperseded).toBe(false);
    expect((await api.call("POST", "/api/parts/7731-204/B/revisions", { Revision: "C" })).status).toBe(201);
    expect(
      (await list(records.part))
        .filter((attachment) => attachment.Kind === "Drawing")
        .map((attachment) => attachment.IsSuperseded),
    ).toEqual([true]);
    expect(await list("/api/parts/7731-204/C")).toEqual([]);
  });

  it("gives a WO its part revision's current drawing, for the traveler", async () => {
    const read = async (path: string) => workOrderSchema.parse((await api.call("GET", path)).body);
    // The WO makes revision B, whose current drawing is the one attached first; B has had a successor (C) since.
    const [drawing] = (await list(records.part)).filter((attachment) => attachment.IsCurrentDrawing);
    expect((await read(records.wo())).CurrentDrawing).toEqual({
      Id: drawing!.Id,
      FileName: "Scan 1.pdf",
      Revision: "B",
      IsSuperseded: true,
    });
    const batch = await api.call<{ Items: unknown[] }>("GET", `/api/work-orders/batch?wo=${woNumber}`);
    expect(workOrderSchema.parse(batch.body.Items[0]).CurrentDrawing).toMatchObject({
      FileName: "Scan 1.pdf",
      Revision: "B",
    });

    const stock = await api.call<{ WONumber: string }>("POST", "/api/work-orders", {
      PartNumber: "BOLT-9",
      Revision: "A",
      Quantity: 5,
      DueDate: "2099-01-01",
    });
    expect((await read(`/api/work-orders/${stock.body.WONumber}`)).CurrentDrawing).toBeNull();
  });

  it("gives a supplier its latest certificate and its expiry, on the supplier and in the list", async () => {
    const supplier = `/api/suppliers/${seg("Heat Treat Co.")}`;
    const read = async () => supplierSchema.parse((await api.call("GET", supplier)).body);
    expect((await read()).LatestCertificate).toBeNull();
    await attach(supplier, "fileName=old-cert.pdf&kind=Certificate&expiresOn=2026-01-31", sampleFiles.pdf("old cert"));
    expect((await read()).LatestCertificate).toMatchObject({
      FileName: "old-cert.pdf",
      ExpiresOn: "2026-01-31",
      IsExpired: true,
    });
    const renewed = await attach(
      supplier,
      "fileName=renewed-cert.pdf&kind=Certificate&expiresOn=2099-01-31",
      sampleFiles.pdf("new cert"),
    );
    await attach(supplier, "fileName=price list.xlsx&kind=Other", sampleFiles.xlsx());
    const latest = (await read()).LatestCertificate;
    expect(latest).toEqual({
      Id: renewed.Id,
      FileName: "renewed-cert.pdf",
      ExpiresOn: "2099-01-31",
      IsExpired: false,
      UploadedAt: renewed.UploadedAt.toISOString(),
    });

    const found = await api.call<{ Items: unknown[] }>("GET", `/api/suppliers?q=${seg("heat treat")}`);
    const [row] = found.body.Items.map((item) => z.strictObject(supplierSummarySchema.shape).parse(item));
    expect(row!.LatestCertificate).toEqual(latest);
    const other = await api.call<{ Items: { SupplierName: string; LatestCertificate: unknown }[] }>(
      "GET",
      `/api/suppliers?q=${seg("plating")}`,
    );
    expect(other.body.Items[0]!.LatestCertificate).toMatchObject({ FileName: "Scan 1.pdf", ExpiresOn: "2027-01-31" });
  });

  it("downloads through a single-use link, chunk by chunk, with headers that keep the file from running", async () => {
    const file = randomFile(2 * MiB - 10);
    const attachment = await attach(records.customer, `fileName=${seg("Zeichnung Müller 'rev' (B).dat")}`, file);
    const link = await mint(attachment);
    expect(link.Url).toMatch(/^\/api\/downloads\/[\w-]{43}$/);
    expect(link.FileName).toBe("Zeichnung Müller 'rev' (B).dat");
    const answer = await download(link.Url);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(file)).toBe(true);
    expect(answer.headers).toMatchObject({
      "content-type": "application/octet-stream",
      "content-length": String(file.length),
      "content-disposition":
        "attachment; filename=\"Zeichnung M_ller 'rev' (B).dat\"; filename*=UTF-8''Zeichnung%20M%C3%BCller%20%27rev%27%20%28B%29.dat",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'; frame-ancestors 'none'",
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    });
    expect((await download(link.Url)).statusCode).toBe(404);
    expect(
      await db()
        .selectFrom("download_link")
        .select("kind")
        .where("used_at", "is not", null)
        .where("kind", "=", "attachment")
        .execute(),
    ).not.toEqual([]);
  });

  it("previews only PDFs and images in place; SVG and HTML always download, sandboxed", async () => {
    const pdf = await attach(records.wo(), "fileName=first-article.pdf&kind=Report", sampleFiles.pdf("first article"));
    const pdfAnswer = await download((await mint(pdf, "inline")).Url);
    expect(pdfAnswer.headers["content-type"]).toBe("application/pdf");
    expect(pdfAnswer.headers["content-disposition"]).toBe(
      `inline; filename="first-article.pdf"; filename*=UTF-8''first-article.pdf`,
    );
    // Chrome's PDF viewer will not start in a sandbox; nothing else may load or run.
    expect(pdfAnswer.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; object-src 'self'; frame-ancestors 'self'",
    );
    expect(pdfAnswer.headers["x-content-type-options"]).toBe("nosniff");

    const png = await attach(records.wo(), "fileName=photo.png&kind=Photo", sampleFiles.png());
    const pngAnswer = await download((await mint(png, "inline")).Url);
    expect(pngAnswer.headers).toMatchObject({
      "content-type": "image/png",
      "content-disposition": `inline; filename="photo.png"; filename*=UTF-8''photo.png`,
      "content-security-policy":
        "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'self'",
    });

    for (const [name, body, type] of [
      ["drawing.svg", sampleFiles.svg(), "image/svg+xml"],
      ["page.html", sampleFiles.html(), "text/html"],
      ["model.step", sampleFiles.step(), "model/step"],
    ] as const) {
      // Claimed to be a PDF: it is what its bytes say.
      const attachment = await attach(records.wo(), `fileName=${name}`, body, "application/pdf");
      expect(attachment.CanPreview, name).toBe(false);
      const before = await counts();
      const refused = await api.call("POST", `/api/attachments/${attachment.Id}/link?disposition=inline`);
      expect(refused.status, name).toBe(400);
      expect(Object.keys(refused.body.error!.fields!)).toEqual(["disposition"]);
      expect(await counts()).toEqual(before);
      const answer = await download((await mint(attachment)).Url);
      expect(answer.headers["content-type"], name).toBe(type);
      expect(answer.headers["content-disposition"], name).toMatch(/^attachment; /);
      expect(answer.headers["content-security-policy"], name).toBe(
        "sandbox; default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers["x-content-type-options"], name).toBe("nosniff");
      expect(answer.rawPayload.equals(body), name).toBe(true);
    }
    expect((await api.call("POST", `/api/attachments/${pdf.Id}/link?disposition=embed`)).status).toBe(400);
  });

  it("answers 404 for a link whose attachment was removed after it was made", async () => {
    const attachment = await attach(records.customer, "fileName=gone.pdf", randomFile(100));
    const link = await mint(attachment);
    await api.call("DELETE", `/api/attachments/${attachment.Id}?version=1`);
    const answer = await download(link.Url);
    expect(answer.statusCode).toBe(404);
    expect(errorBodySchema.parse(answer.json()).error.code).toBe("not_found");
  });
});
