import { useParams } from "react-router-dom";
import { PurchaseOrderDetail } from "../../features/purchase-orders/purchase-order-detail";

/** `/po/{poKey}`: one purchase order. */
export default function PurchaseOrderPage() {
  const { poKey = "" } = useParams();
  return <PurchaseOrderDetail key={poKey} poKey={poKey} />;
}
