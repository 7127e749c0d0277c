/** The shop's own name and address, printed at the top of every document. */
export type CompanyInfo = {
  Name: string;
  AddressLines: string[];
  Phone?: string | null;
  Email?: string | null;
};

/** A name and postal address (ship-to, bill-to). */
export type PostalAddress = {
  Name: string;
  AddressLines: string[];
};
