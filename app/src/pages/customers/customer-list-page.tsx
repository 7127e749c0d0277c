import { CustomerList } from "../../features/customers";

/** `/customer`: the customers, to search, filter and page through. */
export default function CustomerListPage() {
  return <CustomerList />;
}
