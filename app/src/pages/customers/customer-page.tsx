import { useParams } from "react-router-dom";
import { CustomerDetail } from "../../features/customers/customer-detail";
import { CustomerList } from "../../features/customers/customer-list";

/** `/customer` (the list) and `/customer/{customerId}` (one customer). */
export default function CustomerPage() {
  const { customerId } = useParams();
  return customerId ? <CustomerDetail key={customerId} customerId={customerId} /> : <CustomerList />;
}
