/**
 * The columns of CSV import and export (docs/api.md, "Import and export"), without zod: the
 * import screen and the list screens' buttons read them, and a module that builds no schema
 * costs a browser chunk nothing beyond its tables. A file of one kind holds one row per
 * record (per PO line for purchase orders), under these headers; an export writes exactly
 * these columns, so it imports back unchanged. Each cell is read by its column's `type` (money
 * with `$` and thousands separators, US or ISO dates, Yes/No) and then checked by the same
 * field rules as the forms (the create bodies, imports.ts).
 */

export const importKinds = ["customers", "suppliers", "parts", "purchase-orders"] as const;
export type ImportKind = (typeof importKinds)[number];

/** The lists with an Export that writes the import's columns (an export imports back unchanged). */
export const exportKinds = ["customers", "suppliers", "parts"] as const;
export type ExportKind = (typeof exportKinds)[number];

/** Each kind in words, for headings, the palette and file names. */
export const importKindLabels: Record<ImportKind, string> = {
  customers: "Customers",
  suppliers: "Suppliers",
  parts: "Parts with price breaks",
  "purchase-orders": "Open purchase orders",
};

/** How a cell is read before the field rules check it. */
export type ImportCellType = "text" | "boolean" | "money" | "date" | "whole" | "list";

export interface ImportColumn {
  /** The body field it fills (a dotted path for nested ones: `Pricing.LotCharge`). */
  key: string;
  /** The header an export and the template write. */
  header: string;
  /** Other headers matched to it automatically (compared without case, spaces or punctuation). */
  aliases: readonly string[];
  type: ImportCellType;
  /**
   * Every file of the kind must fill it: the columns that name the record (and a PO line's
   * fields, as POs are only created). Other fields a new record needs are asked of each row
   * that creates one; an update may leave them out.
   */
  required: boolean;
  /** The template's two example rows. */
  examples: readonly [string, string];
}

const column = (
  key: string,
  header: string,
  examples: readonly [string, string],
  { aliases = [] as readonly string[], type = "text" as ImportCellType, required = false } = {},
): ImportColumn => ({ key, header, aliases, type, required, examples });

const address = (prefix: string, header: string, examples: readonly [string, string][]) => [
  column(`${prefix}Address1`, `${header} address 1`, examples[0]!, {
    aliases: [`${header} address`, `${header} street`],
  }),
  column(`${prefix}Address2`, `${header} address 2`, examples[1]!),
  column(`${prefix}City`, `${header} city`, examples[2]!),
  column(`${prefix}Region`, `${header} state or region`, examples[3]!, {
    aliases: [`${header} state`, `${header} region`, `${header} province`],
  }),
  column(`${prefix}PostalCode`, `${header} postal code`, examples[4]!, {
    aliases: [`${header} zip`, `${header} zip code`, `${header} postcode`],
  }),
  column(`${prefix}Country`, `${header} country`, examples[5]!),
];

/** The largest file an import reads, in MB of 1,048,576 bytes (50,000 parts with three breaks are about 5 MB). */
export const MAX_IMPORT_MB = 50;

/** How many price breaks a parts file can carry (the contract's maximum per part). */
export const MAX_IMPORT_PRICE_BREAKS = 50;
/** How many break column pairs the template and an export of parts with fewer breaks write. */
export const TEMPLATE_PRICE_BREAKS = 3;

const breakExamples: readonly (readonly [string, string])[] = [
  ["1", "1"],
  ["10", "25"],
  ["100", ""],
];
const breakColumns = Array.from({ length: MAX_IMPORT_PRICE_BREAKS }, (_, index) => {
  const n = index + 1;
  const examples = breakExamples[index] ?? ["", ""];
  const prices = [
    ["$12.50", "4.75"],
    ["$11.00", "4.10"],
    ["$9.80", ""],
  ][index] ?? ["", ""];
  return [
    column(`Break${n}Quantity`, `Break ${n} quantity`, [examples[0], examples[1]], {
      type: "whole",
      aliases: [`Qty ${n}`, `Quantity ${n}`, `Break ${n} qty`],
    }),
    column(`Break${n}Price`, `Break ${n} price`, [prices[0]!, prices[1]!], {
      type: "money",
      aliases: [`Price ${n}`, `Unit price ${n}`, `Break ${n} unit price`],
    }),
  ];
}).flat();

export const importColumns: Record<ImportKind, readonly ImportColumn[]> = {
  customers: [
    // Example customers, never a demo one (server/src/seed: letters only), so importing the template as it comes changes no one.
    column("CustomerId", "Customer id", ["EXAMPLE-1", "EXAMPLE-2"], {
      required: true,
      aliases: ["Customer", "Customer code", "Customer no", "Id", "Code"],
    }),
    column("Name", "Name", ["Example Aerospace", "Example Tooling, Inc."], { aliases: ["Customer name", "Company"] }),
    ...address("Billing", "Billing", [
      ["100 Main St", "4 Harbor Way"],
      ["", "Suite 200"],
      ["Springfield", "Portland"],
      ["IL", "OR"],
      ["62701", "97201"],
      ["USA", "USA"],
    ]),
    column("ShippingSameAsBilling", "Ship to billing address", ["Yes", "No"], {
      type: "boolean",
      aliases: ["Shipping same as billing"],
    }),
    ...address("Shipping", "Shipping", [
      ["", "77 Dock Rd"],
      ["", ""],
      ["", "Portland"],
      ["", "OR"],
      ["", "97203"],
      ["", "USA"],
    ]),
    column("ContactName", "Contact", ["Pat Doe", "Lee Chen"], { aliases: ["Contact name"] }),
    column("Phone", "Phone", ["555-0100", "555-0199"], { aliases: ["Telephone", "Phone number"] }),
    column("Email", "Email", ["buyer@aerospace.example", "lee@tooling.example"], {
      aliases: ["E-mail", "Email address"],
    }),
    column("PaymentTerms", "Payment terms", ["Net 30", "Net 45"], { aliases: ["Terms"] }),
    column("Notes", "Notes", ["", "Ships Fridays only"]),
    column("Active", "Active", ["Yes", "Yes"], { type: "boolean" }),
  ],
  suppliers: [
    column("SupplierName", "Supplier name", ["Precision Plating", "Heat Treat Co."], {
      required: true,
      aliases: ["Supplier", "Name", "Vendor", "Vendor name"],
    }),
    column("Services", "Services", ["Anodize; Passivate", "Heat treat"], {
      type: "list",
      aliases: ["Service", "Processes"],
    }),
    column("ContactName", "Contact", ["Sam Ortiz", ""], { aliases: ["Contact name"] }),
    column("Phone", "Phone", ["555-0142", ""], { aliases: ["Telephone", "Phone number"] }),
    column("Email", "Email", ["sam@plating.example", ""], { aliases: ["E-mail", "Email address"] }),
    column("Address1", "Address 1", ["12 Industrial Pkwy", ""], { aliases: ["Address", "Street"] }),
    column("Address2", "Address 2", ["", ""]),
    column("City", "City", ["Dayton", ""]),
    column("Region", "State or region", ["OH", ""], { aliases: ["State", "Region", "Province"] }),
    column("PostalCode", "Postal code", ["45402", ""], { aliases: ["Zip", "Zip code", "Postcode"] }),
    column("Country", "Country", ["USA", ""]),
    column("Notes", "Notes", ["", ""]),
    column("ApprovalStatus", "Approval", ["Approved", "Conditional"], { aliases: ["Approval status", "Status"] }),
    column("CertificateExpires", "Certificate expires", ["12/31/2027", "2027-06-30"], {
      type: "date",
      aliases: ["Cert expires", "Certificate expiry", "Expires"],
    }),
    column("Active", "Active", ["Yes", "Yes"], { type: "boolean" }),
  ],
  parts: [
    column("PartNumber", "Part number", ["BRK-100", "SHAFT-22"], {
      required: true,
      aliases: ["Part", "Part no", "Part #", "PN", "Item", "Item number"],
    }),
    column("Revision", "Revision", ["A", "C"], { required: true, aliases: ["Rev"] }),
    column("Description", "Description", ["Mounting bracket", "Drive shaft, 22 mm"], {
      aliases: ["Part description", "Desc"],
    }),
    column("CustomerId", "Customer id", ["EXAMPLE-1", "EXAMPLE-2"], { aliases: ["Customer", "Customer code"] }),
    column("Material", "Material", ["6061-T6", "4140"]),
    column("DrawingNumber", "Drawing number", ["D-100", ""], { aliases: ["Drawing", "Drawing no", "Dwg"] }),
    column("UnitOfMeasure", "Unit of measure", ["EA", "EA"], { aliases: ["UOM", "Unit", "U/M"] }),
    column("Notes", "Notes", ["", ""]),
    column("Active", "Active", ["Yes", "Yes"], { type: "boolean" }),
    column("Pricing.LotCharge", "Lot charge", ["$45.00", "0"], { type: "money", aliases: ["Setup charge", "Setup"] }),
    column("Pricing.EffectiveDate", "Price effective date", ["3/7/2025", "2025-07-01"], {
      type: "date",
      aliases: ["Effective date", "Price date"],
    }),
    column("Pricing.QuoteReference", "Quote reference", ["Q-2025-014", ""], { aliases: ["Quote", "Quote no"] }),
    ...breakColumns,
  ],
  "purchase-orders": [
    column("PONumber", "PO number", ["4500123", "4500124"], {
      required: true,
      aliases: ["PO", "PO no", "PO #", "Order number", "Customer PO"],
    }),
    column("CustomerId", "Customer id", ["EXAMPLE-1", "EXAMPLE-1"], {
      required: true,
      aliases: ["Customer", "Customer code"],
    }),
    column("PODate", "PO date", ["3/7/2025", "2025-03-09"], { type: "date", aliases: ["Date", "Order date"] }),
    column("Terms", "Terms", ["Net 30", ""], { aliases: ["Payment terms"] }),
    column("ShipToName", "Ship to name", ["", ""], { aliases: ["Ship to"] }),
    column("ShipToAddress1", "Ship to address 1", ["", ""], { aliases: ["Ship to address"] }),
    column("ShipToAddress2", "Ship to address 2", ["", ""]),
    column("ShipToCity", "Ship to city", ["", ""]),
    column("ShipToRegion", "Ship to state or region", ["", ""], { aliases: ["Ship to state"] }),
    column("ShipToPostalCode", "Ship to postal code", ["", ""], { aliases: ["Ship to zip"] }),
    column("ShipToCountry", "Ship to country", ["", ""]),
    column("Notes", "Notes", ["", ""]),
    column("Line.PartNumber", "Part number", ["BRK-100", "BRK-100"], {
      required: true,
      aliases: ["Part", "Part no", "PN", "Item"],
    }),
    column("Line.Revision", "Revision", ["A", "A"], { required: true, aliases: ["Rev"] }),
    column("Line.Quantity", "Quantity", ["25", "100"], {
      type: "whole",
      required: true,
      aliases: ["Qty", "Order quantity"],
    }),
    column("Line.UnitPrice", "Unit price", ["", "$11.00"], { type: "money", aliases: ["Price"] }),
    column("Line.DueDate", "Due date", ["4/15/2025", "2025-05-01"], {
      type: "date",
      required: true,
      aliases: ["Due", "Ship date", "Required date"],
    }),
  ],
};

/** A header as matching compares it: lower case, letters and digits only ("Part #" → "part"). */
export const importHeaderKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
