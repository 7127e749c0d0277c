import { formatQuantity } from "../format";
import * as React from "react";
import { formatCurrency, formatDate } from "../format";
import {
  DocumentHeader,
  HeaderFact,
  PrintFields,
  PrintPage,
  PrintTable,
  SectionTitle,
  type CompanyInfo,
} from "../print";

/** A quantity break: from `MinQuantity` pieces up, each costs `UnitPrice` (decimal string, 4 places). */
export type PriceBreak = { MinQuantity: number; UnitPrice: string };

/** What the pricing sheet prints for one part revision. */
export type PartPricing = {
  PartNumber: string;
  Revision: string;
  Description: string;
  CustomerId: string;
  CustomerName: string;
  DrawingNumber?: string | null;
  Material?: string | null;
  /** Unit of measure; EA when missing. */
  UnitOfMeasure?: string | null;
  Breaks: PriceBreak[];
  /** One-time lot/setup charge per order (decimal string), null when there is none. */
  LotCharge: string | null;
  /** `YYYY-MM-DD`. */
  EffectiveDate: string;
  QuoteReference: string;
  /** Payment terms, e.g. "Net 30". */
  PaymentTerms?: string | null;
};

/** Standard quote conditions printed under the breaks unless the caller passes its own. */
export const defaultQuoteTerms = [
  "Prices are in US dollars per unit of measure, FOB our dock, and exclude taxes and freight.",
  "The price for an order is the break whose minimum quantity is the largest not above the order quantity.",
  "The lot charge applies once per order and release.",
  "Prices apply to the revision shown; a new revision may be requoted.",
] as const;

export type PartPricingSheetProps = Omit<React.ComponentProps<typeof PrintPage>, "children"> & {
  company: CompanyInfo;
  pricing: PartPricing;
  /** Conditions of the quote, one per paragraph. */
  terms?: readonly string[];
};

function quantityRange(breaks: PriceBreak[], index: number): string {
  const from = breaks[index]!.MinQuantity;
  const next = breaks[index + 1];
  return next ? `${formatQuantity(from)} – ${formatQuantity(next.MinQuantity - 1)}` : `${formatQuantity(from)} +`;
}

/** Customer-facing quote for one part revision: quantity breaks, lot charge, effective date, terms. */
export function PartPricingSheet({ company, pricing, terms = defaultQuoteTerms, ...props }: PartPricingSheetProps) {
  const breaks = [...pricing.Breaks].sort((a, b) => a.MinQuantity - b.MinQuantity);
  const unit = pricing.UnitOfMeasure || "EA";
  return (
    <PrintPage data-slot="part-pricing-sheet" data-document="part-pricing-sheet" {...props}>
      <DocumentHeader
        company={company}
        title="Price Quotation"
        aside={
          <>
            <HeaderFact label="Quote">{pricing.QuoteReference}</HeaderFact>
            <HeaderFact label="Effective">{formatDate(pricing.EffectiveDate)}</HeaderFact>
          </>
        }
      />
      <PrintFields
        className="mb-6"
        fields={[
          ["Customer", `${pricing.CustomerName} (${pricing.CustomerId})`],
          ["Part number", pricing.PartNumber],
          ["Revision", pricing.Revision],
          ["Description", pricing.Description],
          ["Drawing", pricing.DrawingNumber],
          ["Material", pricing.Material],
        ]}
      />
      <div className="mb-6 grid grid-cols-[3fr_2fr] items-start gap-8">
        <div>
          <SectionTitle>Quantity pricing</SectionTitle>
          <PrintTable>
            <thead>
              <tr>
                <th scope="col">Quantity ({unit})</th>
                <th scope="col" className="text-right">
                  Unit price
                </th>
              </tr>
            </thead>
            <tbody>
              {breaks.map((priceBreak, index) => (
                <tr key={priceBreak.MinQuantity}>
                  <td className="tabular-nums">{quantityRange(breaks, index)}</td>
                  <td className="text-right tabular-nums">
                    {formatCurrency(priceBreak.UnitPrice, { fractionDigits: 4 })}
                  </td>
                </tr>
              ))}
            </tbody>
          </PrintTable>
        </div>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-md border border-border p-4 text-[9.5pt]">
          <dt className="text-muted-foreground">Lot charge per order</dt>
          <dd className="text-right font-semibold tabular-nums">
            {pricing.LotCharge ? formatCurrency(pricing.LotCharge) : "None"}
          </dd>
          <dt className="text-muted-foreground">Payment terms</dt>
          <dd className="text-right font-semibold">{pricing.PaymentTerms || "—"}</dd>
          <dt className="text-muted-foreground">Prices effective</dt>
          <dd className="text-right font-semibold tabular-nums">{formatDate(pricing.EffectiveDate)}</dd>
        </dl>
      </div>
      <SectionTitle>Terms</SectionTitle>
      <ol className="list-decimal space-y-1 pl-5 text-[9pt] text-muted-foreground">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
    </PrintPage>
  );
}
