import { formatQuantity } from "../format";
import { PrintTable, SectionTitle, SignatureLine } from "../print";
import type { PackingSlipData } from "./types";

/** The conformance statement printed when the caller passes none. */
export const defaultConformanceStatement =
  "We certify that the items listed above were manufactured, inspected and tested in accordance with the " +
  "purchase order, the drawings and specifications of the revision shown, and that they conform to all of " +
  "their requirements. Records of material certification and inspection are on file and available on request.";

type CertificateBodyProps = { packingSlip: PackingSlipData; statement: string };

/** The body of a certificate of conformance: what was shipped, the statement and the signature. */
export function CertificateBody({ packingSlip, statement }: CertificateBodyProps) {
  return (
    <>
      <SectionTitle>Items certified</SectionTitle>
      <PrintTable data-slot="certificate-lines" className="mb-6">
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Rev</th>
            <th scope="col">Description</th>
            <th scope="col" className="text-right">
              Quantity
            </th>
            <th scope="col">PO</th>
            <th scope="col">WO</th>
            <th scope="col">Material</th>
          </tr>
        </thead>
        <tbody>
          {packingSlip.Lines.map((line) => (
            <tr key={line.LineNumber}>
              <td className="font-medium">{line.PartNumber}</td>
              <td>{line.Revision}</td>
              <td>{line.Description}</td>
              <td className="text-right tabular-nums">{formatQuantity(line.ShippedNow)}</td>
              <td>{packingSlip.PONumber}</td>
              <td className="tabular-nums">{line.WONumber ?? "—"}</td>
              <td>{line.Material || "—"}</td>
            </tr>
          ))}
        </tbody>
      </PrintTable>
      <div className="break-inside-avoid">
        <SectionTitle>Statement of conformance</SectionTitle>
        <p className="mb-10 text-[10pt] leading-relaxed">{statement}</p>
        <div className="grid grid-cols-[2fr_2fr_1fr] gap-8">
          <SignatureLine label="Authorized signature" />
          <SignatureLine label="Name and title" />
          <SignatureLine label="Date" />
        </div>
      </div>
    </>
  );
}
