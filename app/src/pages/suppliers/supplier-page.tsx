import { useParams } from "react-router-dom";
import { Page } from "../../shell/page";

export default function SupplierPage() {
  // React Router hands over the name already decoded from the URL.
  const { supplierName } = useParams();
  return supplierName ? <Page title={`Supplier ${supplierName}`} /> : <Page title="Suppliers" />;
}
