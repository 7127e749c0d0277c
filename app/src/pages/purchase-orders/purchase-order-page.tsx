import { useParams } from "react-router-dom";
import { PurchaseOrderDetail } from "../../features/purchase-orders/purchase-order-detail";
import { PurchaseOrderList } from "../../features/purchase-orders/purchase-order-list";

/** `/po` (the list) and `/po/{poKey}` (one purchase order). */
export default function PurchaseOrderPage() {
  const { poKey } = useParams();
  return poKey ? <PurchaseOrderDetail key={poKey} poKey={poKey} /> : <PurchaseOrderList />;
}
