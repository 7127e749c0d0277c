import { useParams } from "react-router-dom";
import { Page } from "../../shell/page";

export default function CustomerPage() {
  const { customerId } = useParams();
  return customerId ? <Page title={`Customer ${customerId}`} /> : <Page title="Customers" />;
}
