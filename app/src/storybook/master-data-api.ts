import { ApiError } from "../api/client";
import type { Customer, CustomerPurchaseOrder, CustomerSummary } from "../api/customers/types";
import type { HistoryEntry } from "../api/history/types";
import type { Part, PartSummary } from "../api/parts/types";
import type { Supplier, SupplierSummary } from "../api/suppliers/types";
import { expect, waitFor } from "storybook/test";
import type { StoryRequest, StoryRoute } from "./story-api";

/** Fixtures and fake API answers for the customer, supplier and part stories. */

export const storyCustomers: CustomerSummary[] = [
  {
    CustomerId: "ACME",
    Name: "Acme Aerospace Inc.",
    ContactName: "Jordan Blake",
    Phone: "(555) 201-3344",
    PaymentTerms: "Net 30",
    Active: true,
  },
  {
    CustomerId: "BOLT-AERO",
    Name: "Bolt Aerostructures LLC",
    ContactName: "Mia Chen",
    Phone: "(555) 410-2201",
    PaymentTerms: "Net 45",
    Active: true,
  },
  {
    CustomerId: "MULLER",
    Name: "Müller Präzision GmbH",
    ContactName: "Jonas Müller",
    Phone: "+49 711 555 0101",
    PaymentTerms: "Net 60",
    Active: true,
  },
  {
    CustomerId: "NORTHWIND",
    Name: "Northwind Medical Devices",
    ContactName: "Grace Okafor",
    Phone: "(559) 555-7727",
    PaymentTerms: "Due on receipt",
    Active: true,
  },
  {
    CustomerId: "OBRIEN",
    Name: "O'Brien Machine & Tool",
    ContactName: null,
    Phone: null,
    PaymentTerms: "Net 30",
    Active: false,
  },
  {
    CustomerId: "PINNACLE",
    Name: "Pinnacle Aerospace Technologies International",
    ContactName: "Sam Ortiz",
    Phone: "(555) 300-1200",
    PaymentTerms: "2% 10 Net 30",
    Active: true,
  },
];

/** A customer record as the API answers it: what `fields` say, the rest empty (no addresses, contact or notes). */
export const customerRecord = (fields: Partial<Customer> & Pick<Customer, "CustomerId" | "Name">): Customer => ({
  BillingAddress1: null,
  BillingAddress2: null,
  BillingCity: null,
  BillingRegion: null,
  BillingPostalCode: null,
  BillingCountry: null,
  ShippingSameAsBilling: true,
  ShippingAddress1: null,
  ShippingAddress2: null,
  ShippingCity: null,
  ShippingRegion: null,
  ShippingPostalCode: null,
  ShippingCountry: null,
  ContactName: null,
  Phone: null,
  Email: null,
  PaymentTerms: "Net 30",
  Notes: "",
  Active: true,
  Version: 1,
  CreatedAt: "2024-01-02T17:00:00Z",
  UpdatedAt: "2024-01-02T17:00:00Z",
  ...fields,
});

export const storyCustomer: Customer = customerRecord({
  CustomerId: "NORTHWIND",
  Name: "Northwind Medical Devices",
  BillingAddress1: "2989 Enterprise Way",
  BillingAddress2: "Suite 317",
  BillingCity: "Worcester",
  BillingRegion: "MA",
  BillingPostalCode: "01606",
  BillingCountry: "US",
  ContactName: "Grace Okafor",
  Phone: "(559) 555-7727",
  Email: "grace@northwind.example.com",
  PaymentTerms: "Due on receipt",
  Version: 3,
  CreatedAt: "2023-11-21T12:00:00Z",
  UpdatedAt: "2026-10-02T09:30:00Z",
});

const part = (PartNumber: string, Revision: string, Description: string, IsSuperseded = false): PartSummary => ({
  PartNumber,
  Revision,
  Description,
  CustomerId: "NORTHWIND",
  CustomerName: "Northwind Medical Devices",
  Active: true,
  IsSuperseded,
});

export const storyParts: PartSummary[] = [
  part("1656-007", "B", "Sensor Mount"),
  part("2890-218", "C", "Bushing"),
  part("6952-093", "A", "Housing, Bearing, long-reach with relief groove"),
  part("9615-241", "B", "Hub"),
  part("1656-007", "A", "Sensor Mount", true),
  part("2890-218", "A", "Bushing", true),
  part("2890-218", "B", "Bushing", true),
  part("9615-241", "A", "Hub", true),
];

export const storyPurchaseOrders: CustomerPurchaseOrder[] = [
  { POKey: 45761, PONumber: "NO-2026-45761", PODate: "2026-11-12", Status: "Partially Shipped", Amount: "2443.50" },
  { POKey: 45763, PONumber: "NO-2026-45763", PODate: "2026-11-03", Status: "Closed", Amount: "6516.00" },
  { POKey: 45757, PONumber: "NO-2026-45757", PODate: "2026-10-27", Status: "Partially Shipped", Amount: "3465.25" },
  { POKey: 45765, PONumber: "NO-2025-45765", PODate: "2025-12-01", Status: "Closed", Amount: "167919.00" },
];

/** A part revision as the API answers it: what `fields` say; active, current, each unit, no pricing unless given. */
export const partRecord = (
  fields: Partial<Part> & Pick<Part, "PartNumber" | "Revision" | "Description" | "CustomerId" | "CustomerName">,
): Part => ({
  Material: null,
  DrawingNumber: null,
  UnitOfMeasure: "EA",
  Notes: "",
  Active: true,
  IsSuperseded: false,
  SupersededBy: null,
  Pricing: { LotCharge: "0.00", EffectiveDate: "2024-01-01", QuoteReference: null, Breaks: [] },
  Version: 1,
  CreatedAt: "2024-01-02T17:00:00Z",
  UpdatedAt: "2024-01-02T17:00:00Z",
  ...fields,
});

export const storyPart: Part = partRecord({
  PartNumber: "1141-256",
  Revision: "A",
  Description: "Enclosure, Lower",
  CustomerId: "NORTHWIND",
  CustomerName: "Northwind Medical Devices",
  Material: "304 Stainless",
  DrawingNumber: "DWG-1141-256",
  Pricing: {
    LotCharge: "250.00",
    EffectiveDate: "2026-01-15",
    QuoteReference: "Q-31486",
    Breaks: [
      { MinQuantity: 1, UnitPrice: "11.9100" },
      { MinQuantity: 10, UnitPrice: "9.7700" },
      { MinQuantity: 25, UnitPrice: "8.8100" },
    ],
  },
  Version: 2,
  CreatedAt: "2023-11-21T12:00:00Z",
  UpdatedAt: "2026-09-14T16:20:00Z",
});

export const storySuppliers: SupplierSummary[] = [
  {
    SupplierName: "A/B Plating & Anodize",
    Services: ["Anodize", "Plating"],
    ApprovalStatus: "Approved",
    CertificateExpires: "2027-06-30",
    IsApprovalExpired: false,
    LatestCertificate: null,
    Active: true,
  },
  {
    SupplierName: "O'Neil EDM Services of the Greater Springfield Area",
    Services: ["Wire EDM"],
    ApprovalStatus: "Conditional",
    CertificateExpires: "2027-01-15",
    IsApprovalExpired: false,
    LatestCertificate: null,
    Active: true,
  },
  {
    SupplierName: "Pacific Heat Treat",
    Services: ["Heat treat"],
    ApprovalStatus: "Approved",
    CertificateExpires: "2026-10-31",
    IsApprovalExpired: true,
    LatestCertificate: {
      Id: 7,
      FileName: "heat-treat-cert-2025.pdf",
      ExpiresOn: "2026-10-31",
      IsExpired: true,
      UploadedAt: "2025-11-02T15:04:00Z",
    },
    Active: true,
  },
  {
    SupplierName: "Precision Heat Treat Co.",
    Services: ["Heat treat", "Passivate"],
    ApprovalStatus: "Not approved",
    CertificateExpires: null,
    IsApprovalExpired: false,
    LatestCertificate: null,
    Active: false,
  },
];

export const storySupplier: Supplier = {
  ...storySuppliers[2]!,
  ContactName: "Luis Romero",
  Phone: "(555) 880-1200",
  Email: "quality@pacificheat.example.com",
  Address1: "400 Foundry Road",
  Address2: null,
  City: "Tacoma",
  Region: "WA",
  PostalCode: "98421",
  Country: "US",
  Notes: "",
  Version: 5,
  CreatedAt: "2023-11-21T12:00:00Z",
  UpdatedAt: "2026-08-01T10:00:00Z",
};

export const storyHistory: HistoryEntry[] = [
  {
    At: "2026-10-02T09:30:00Z",
    Subject: "sam",
    Name: "Sam Patel",
    Action: "update",
    Entity: "customer",
    Label: "Customer",
    Source: null,
    Changes: { PaymentTerms: { From: "Net 30", To: "Due on receipt" } },
  },
  {
    At: "2023-11-21T12:00:00Z",
    Subject: "dana",
    Name: "Dana Reyes",
    Action: "create",
    Entity: "customer",
    Label: "Customer",
    Source: "customers-2023.csv",
    Changes: {},
  },
];

/** A list answer from `items`, filtered by `q` over `fields` and paged as the server would. */
function listAnswer<T extends object>(items: readonly T[], fields: (keyof T)[]) {
  return ({ query }: StoryRequest) => {
    const q = (query.get("q") ?? "").toLowerCase();
    const matches = items.filter(
      (item) =>
        !q ||
        fields.some((field) =>
          String(item[field] ?? "")
            .toLowerCase()
            .includes(q),
        ),
    );
    const pageSize = Number(query.get("pageSize") ?? 25);
    const page = Number(query.get("page") ?? 1);
    return {
      Items: matches.slice((page - 1) * pageSize, page * pageSize),
      Total: matches.length,
      TotalIsExact: true,
      Page: page,
      PageSize: pageSize,
    };
  };
}

export const failing =
  (message = "The server had a problem. Try again in a moment.") =>
  () => {
    throw new ApiError(500, "internal", message);
  };

export const customerListRoute = (customers: readonly CustomerSummary[] = storyCustomers): StoryRoute => ({
  path: /^\/customers$/,
  respond: listAnswer(customers, ["CustomerId", "Name"]),
});

export const historyRoute: StoryRoute = { path: /^\/history$/, respond: () => storyHistory };

/** What the customer's page calls: the record, its parts and POs, its history. */
export function customerDetailApi(customer: Customer = storyCustomer): StoryRoute[] {
  return [
    { path: /^\/customers\/[^/]+$/, respond: () => customer },
    {
      method: "PUT",
      path: /^\/customers\/[^/]+$/,
      respond: ({ body }) => ({ ...customer, ...(body as object), Version: customer.Version + 1 }),
    },
    {
      path: /^\/customers\/[^/]+\/parts$/,
      respond: () => ({ Items: storyParts, Total: 12, TotalIsExact: true, Page: 1, PageSize: 8 }),
    },
    { path: /^\/customers\/[^/]+\/purchase-orders$/, respond: () => storyPurchaseOrders },
    historyRoute,
    customerListRoute(),
  ];
}

export const supplierListRoute = (suppliers: readonly SupplierSummary[] = storySuppliers): StoryRoute => ({
  path: /^\/suppliers$/,
  respond: listAnswer(suppliers, ["SupplierName"]),
});

/** What the part screen calls: the search, the chosen part, its history, customers for the picker. */
export function partApi(partRecord: Part = storyPart): StoryRoute[] {
  return [
    {
      path: /^\/parts$/,
      respond: listAnswer(
        [...storyParts, { ...partRecord, CustomerName: partRecord.CustomerName }],
        ["PartNumber", "Description"],
      ),
    },
    { path: /^\/parts\/[^/]+\/[^/]+$/, respond: () => partRecord },
    {
      method: "PUT",
      path: /^\/parts\/[^/]+\/[^/]+$/,
      respond: ({ body }) => ({ ...partRecord, ...(body as object), Version: partRecord.Version + 1 }),
    },
    {
      method: "POST",
      path: /^\/parts$/,
      respond: ({ body }) => {
        const input = body as Part;
        const customer = storyCustomers.find((item) => item.CustomerId === input.CustomerId);
        return { ...storyPart, ...input, CustomerName: customer?.Name ?? input.CustomerId, Version: 1 };
      },
    },
    {
      path: /^\/customers\/[^/]+$/,
      respond: ({ path }) => ({
        ...storyCustomer,
        ...storyCustomers.find((item) => path.endsWith(`/${item.CustomerId}`)),
      }),
    },
    historyRoute,
    customerListRoute(),
  ];
}

/** Every table in the story fits its box: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const containers = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="table-container"]')];
  await expect(containers.length).toBeGreaterThan(0);
  for (const container of containers)
    await waitFor(() => expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth));
}

/**
 * Scrolls to the end of the page. While a form has unsaved edits its save bar sticks to the
 * bottom of the window; a full-page screenshot taken at the top would show it over the fields.
 */
export function scrollToEnd() {
  window.scrollTo(0, document.documentElement.scrollHeight);
}
