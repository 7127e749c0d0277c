import { useParams } from "react-router-dom";
import { PricingSheetPrint } from "../../features/parts";

/** `/print/part-pricing/{partNumber}/{revision}`: the customer-facing quote, on US Letter. */
export default function PrintPartPricingPage() {
  const { partNumber = "", revision = "" } = useParams();
  return <PricingSheetPrint partNumber={partNumber} revision={revision} />;
}
