import { useParams } from "react-router-dom";
import { CustomerDetail } from "../../features/customers";

/** `/customer/{customerId}`: one customer. */
export default function CustomerPage() {
  const { customerId = "" } = useParams();
  return <CustomerDetail key={customerId} customerId={customerId} />;
}
