import { useParams } from "react-router-dom";
import { WorkOrderDetail } from "../../features/work-orders/work-order-detail";

/** `/wo/{woNumber}`: one WO. */
export default function WorkOrderPage() {
  const { woNumber = "" } = useParams();
  return <WorkOrderDetail key={woNumber} woNumber={woNumber} />;
}
