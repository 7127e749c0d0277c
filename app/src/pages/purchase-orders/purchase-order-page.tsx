import { useParams } from "react-router-dom";
import { PurchaseOrderDetail } from "../../features/purchase-orders";

/** `/po/{poKey}`: one purchase order. */
export default function PurchaseOrderPage() {
  const { poKey = "" } = useParams();
  return <PurchaseOrderDetail key={poKey} poKey={poKey} />;
}
