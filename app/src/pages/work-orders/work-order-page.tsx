import { useParams } from "react-router-dom";
import { WorkOrderDetail } from "../../features/work-orders/work-order-detail";
import { WorkOrderList } from "../../features/work-orders/work-order-list";

/** `/wo` (the list) and `/wo/{woNumber}` (one WO). */
export default function WorkOrderPage() {
  const { woNumber } = useParams();
  return woNumber ? <WorkOrderDetail key={woNumber} woNumber={woNumber} /> : <WorkOrderList />;
}
