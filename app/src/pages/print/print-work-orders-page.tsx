import { useSearchParams } from "react-router-dom";
import { Page } from "../../shell/page";

export default function PrintWorkOrdersPage() {
  const [searchParams] = useSearchParams();
  const woNumbers = searchParams.getAll("wo");
  return <Page title="Travelers" description={woNumbers.length > 0 ? `Work orders ${woNumbers.join(", ")}` : "No work orders selected."} />;
}
