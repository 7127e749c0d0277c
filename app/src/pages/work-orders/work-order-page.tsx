import { useParams } from "react-router-dom";
import { WorkOrderDetail } from "../../features/work-orders";

/** `/wo/{woNumber}`: one WO. */
export default function WorkOrderPage() {
  const { woNumber = "" } = useParams();
  return <WorkOrderDetail key={woNumber} woNumber={woNumber} />;
}
