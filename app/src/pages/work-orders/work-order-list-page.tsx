import { WorkOrderList } from "../../features/work-orders";

/** `/wo`: the work orders, to search, filter, page through and print. */
export default function WorkOrderListPage() {
  return <WorkOrderList />;
}
