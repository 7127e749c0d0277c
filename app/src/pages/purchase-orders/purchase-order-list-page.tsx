import { PurchaseOrderList } from "../../features/purchase-orders";

/** `/po`: the purchase orders, to search, filter and page through. */
export default function PurchaseOrderListPage() {
  return <PurchaseOrderList />;
}
