import { WorkOrderList } from "../../features/work-orders/work-order-list";

/** `/wo`: the work orders, to search, filter, page through and print. */
export default function WorkOrderListPage() {
  return <WorkOrderList />;
}
