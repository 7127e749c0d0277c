import { useParams } from "react-router-dom";
import { Page } from "../../shell/page";

export default function PrintPartPricingPage() {
  const { partNumber, revision } = useParams();
  return <Page title={`Pricing ${partNumber} rev ${revision}`} />;
}
