import { SupplierList } from "../../features/suppliers/supplier-list";

/** `/supplier`: the suppliers, to search, filter and page through. */
export default function SupplierListPage() {
  return <SupplierList />;
}
