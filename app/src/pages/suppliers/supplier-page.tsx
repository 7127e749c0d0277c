import { useParams } from "react-router-dom";
import { SupplierDetail } from "../../features/suppliers";

/** `/supplier/{supplierName}` (react-router has decoded the name): one supplier. */
export default function SupplierPage() {
  const { supplierName = "" } = useParams();
  return <SupplierDetail key={supplierName} supplierName={supplierName} />;
}
