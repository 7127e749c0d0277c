import { useParams } from "react-router-dom";
import { Page } from "../../shell/page";

export default function PrintPackingSlipPage() {
  const { poKey, pslipNumber, mode } = useParams();
  return <Page title={`Packing slip ${pslipNumber} of PO ${poKey}`} description={`Mode: ${mode}`} />;
}
