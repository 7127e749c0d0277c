import * as React from "react";
import { formatDate } from "../format";
import {
  DocumentHeader,
  HeaderFact,
  PrintFields,
  PrintPage,
  SectionTitle,
  SignatureLine,
  type CompanyInfo,
} from "../print";
import { CertificateBody, defaultConformanceStatement } from "./certificate-of-conformance";
import { PackingSlipLines } from "./packing-slip-lines";
import type { PackingSlipMode } from "@shopdesk/contract";
import type { PackingSlipData } from "./types";

export type PackingSlipProps = Omit<React.ComponentProps<typeof PrintPage>, "children"> & {
  /** Which document to print; check a route's value with `isPackingSlipMode` first. */
  mode: PackingSlipMode;
  company: CompanyInfo;
  packingSlip: PackingSlipData;
  /** The certificate's conformance statement (`cert` mode). */
  conformanceStatement?: string;
};

const titles: Record<PackingSlipMode, string> = {
  slip: "Packing Slip",
  priced: "Packing Slip",
  cert: "Certificate of Conformance",
};

/** A shipment against a PO as a packing slip (`slip`), a priced packing slip (`priced`) or a certificate (`cert`). */
export function PackingSlip({
  mode,
  company,
  packingSlip: slip,
  conformanceStatement = defaultConformanceStatement,
  ...props
}: PackingSlipProps) {
  const slipNumber = `${slip.PONumber}-${slip.PSlipNumber}`;
  return (
    <PrintPage data-slot="packing-slip" data-document="packing-slip" data-mode={mode} {...props}>
      <DocumentHeader
        company={company}
        title={titles[mode]}
        aside={
          <>
            <HeaderFact label="Packing slip">{slipNumber}</HeaderFact>
            <HeaderFact label="Ship date">{formatDate(slip.ShipDate)}</HeaderFact>
          </>
        }
      />
      <div className="mb-6 grid grid-cols-2 gap-8">
        <div>
          <SectionTitle>{mode === "cert" ? "Customer" : "Ship to"}</SectionTitle>
          <address className="not-italic">
            <span className="block font-semibold">{slip.ShipTo.Name}</span>
            {slip.ShipTo.AddressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
        <PrintFields
          className="grid-cols-2"
          fields={[
            ["Customer ID", slip.CustomerId],
            ["PO number", slip.PONumber],
            ["PO date", formatDate(slip.PODate)],
            ["Carrier", slip.Carrier],
            ["Tracking", slip.TrackingNumber],
            ["Boxes / weight", [slip.Boxes, slip.Weight && `${slip.Weight} lb`].filter(Boolean).join(" / ")],
          ]}
        />
      </div>
      {mode === "cert" ? (
        <CertificateBody packingSlip={slip} statement={conformanceStatement} />
      ) : (
        <>
          <SectionTitle>Items</SectionTitle>
          <PackingSlipLines lines={slip.Lines} isPriced={mode === "priced"} />
          <div className="mt-10 grid break-inside-avoid grid-cols-2 gap-10">
            <SignatureLine label="Packed by" />
            <SignatureLine label="Received by (signature and date)" />
          </div>
        </>
      )}
    </PrintPage>
  );
}
