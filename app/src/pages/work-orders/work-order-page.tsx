import { useParams } from "react-router-dom";
import { Page } from "../../shell/page";

export default function WorkOrderPage() {
  const { woNumber } = useParams();
  return woNumber ? <Page title={`Work order ${woNumber}`} /> : <Page title="Work orders" />;
}
