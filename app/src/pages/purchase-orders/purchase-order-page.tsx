import { useParams } from "react-router-dom";
import { Page } from "../../shell/page";

export default function PurchaseOrderPage() {
  const { poKey } = useParams();
  return poKey ? <Page title={`Purchase order ${poKey}`} /> : <Page title="Purchase orders" />;
}
