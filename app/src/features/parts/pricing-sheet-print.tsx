import { Link } from "react-router-dom";
import { PartPricingSheet, PrintDocument, PrintToolbar, Spinner } from "@shopdesk/design-system";
import { useCustomer } from "../../api/customers/use-customer";
import { usePart } from "../../api/parts/use-part";
import { partLink } from "../../shared/record-links";
import { shopCompany } from "../../shared/print/company";
import { PrintMessage } from "../../shared/print/print-message";
import { usePageTitle } from "../../shell/use-page-title";

export type PricingSheetPrintProps = { partNumber: string; revision: string };

/** A part revision's pricing sheet: the customer-facing quote, on US Letter. */
export function PricingSheetPrint({ partNumber, revision }: PricingSheetPrintProps) {
  const title = `Pricing ${partNumber} rev ${revision}`;
  usePageTitle(title);
  const { part, error, isLoading } = usePart(partNumber, revision);
  // The customer's payment terms go on the quote; the sheet prints "—" until they arrive or if they cannot.
  const { customer } = useCustomer(part?.CustomerId);

  if (isLoading)
    return (
      <PrintDocument className="items-center justify-center">
        <Spinner size="lg" label="Loading the pricing…" />
      </PrintDocument>
    );
  if (error?.status === 404)
    return (
      <PrintMessage title={title}>
        <p>
          There is no part {partNumber} revision {revision}, so there is no pricing to print.
        </p>
        <p className="mt-2 print:hidden">
          <Link className="text-primary underline-offset-4 hover:underline" to="/part">
            Search parts
          </Link>
        </p>
      </PrintMessage>
    );
  if (error || !part)
    return (
      <PrintMessage title={title}>
        <p>The pricing could not be loaded: {error?.message ?? "no data"}.</p>
      </PrintMessage>
    );
  const breaks = part.Pricing.Breaks;

  return (
    <PrintDocument>
      <PrintToolbar title={title}>
        <Link className="text-sm text-primary underline-offset-4 hover:underline" to={partLink(part)}>
          Back to the part
        </Link>
      </PrintToolbar>
      {breaks.length === 0 && (
        <p role="status" className="mx-auto w-full max-w-[8.5in] px-4 text-sm text-warning sm:px-[0.5in] print:hidden">
          This revision has no price breaks yet; the quote prints without prices.
        </p>
      )}
      <PartPricingSheet
        company={shopCompany}
        pricing={{
          PartNumber: part.PartNumber,
          Revision: part.Revision,
          Description: part.Description,
          CustomerId: part.CustomerId,
          CustomerName: part.CustomerName,
          DrawingNumber: part.DrawingNumber,
          Material: part.Material,
          UnitOfMeasure: part.UnitOfMeasure,
          Breaks: breaks,
          LotCharge: part.Pricing.LotCharge && Number(part.Pricing.LotCharge) > 0 ? part.Pricing.LotCharge : null,
          EffectiveDate: part.Pricing.EffectiveDate ?? "",
          QuoteReference: part.Pricing.QuoteReference ?? "",
          PaymentTerms: customer?.PaymentTerms,
        }}
      />
    </PrintDocument>
  );
}
