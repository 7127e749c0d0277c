import { useParams } from "react-router-dom";
import { SupplierDetail } from "../../features/suppliers/supplier-detail";
import { SupplierList } from "../../features/suppliers/supplier-list";

/** `/supplier` (the list) and `/supplier/{supplierName}` (react-router has decoded the name). */
export default function SupplierPage() {
  const { supplierName } = useParams();
  return supplierName ? <SupplierDetail key={supplierName} supplierName={supplierName} /> : <SupplierList />;
}
