export {
  PartPricingSheet,
  defaultQuoteTerms,
  type PartPricing,
  type PartPricingSheetProps,
  type PriceBreak,
} from "./part-pricing-sheet";
