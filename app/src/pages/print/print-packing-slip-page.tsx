import { useParams } from "react-router-dom";
import { PackingSlipPrint } from "../../features/packing-slips";

/** `/print-packing-slip/{poKey}/{pslipNumber}/{mode}`: a packing slip in one of its three prints. */
export default function PrintPackingSlipPage() {
  const { poKey = "", pslipNumber = "", mode = "" } = useParams();
  return <PackingSlipPrint key={`${poKey}/${pslipNumber}`} poKey={poKey} pslipNumber={pslipNumber} mode={mode} />;
}
