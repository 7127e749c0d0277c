import { SupplierList } from "../../features/suppliers";

/** `/supplier`: the suppliers, to search, filter and page through. */
export default function SupplierListPage() {
  return <SupplierList />;
}
