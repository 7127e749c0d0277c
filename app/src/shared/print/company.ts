import type { CompanyInfo } from "@shopdesk/design-system";

/**
 * The shop's name and address at the top of printed documents. Fixed in the build for now:
 * nothing in /config.json or the API carries it yet (see docs/app.md).
 */
export const shopCompany: CompanyInfo = {
  Name: "Cascade Precision Machining",
  AddressLines: ["1450 Industrial Way, Unit 4", "Kent, WA 98032"],
  Phone: "(253) 555-0142",
  Email: "orders@cascadeprecision.example",
};
