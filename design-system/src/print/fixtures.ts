import type { CompanyInfo } from "./types";

/** The shop in stories and tests. */
export const sampleCompany: CompanyInfo = {
  Name: "Cascade Precision Machining",
  AddressLines: ["1450 Industrial Way, Unit 4", "Kent, WA 98032"],
  Phone: "(253) 555-0142",
  Email: "orders@cascadeprecision.example",
};
