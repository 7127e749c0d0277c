import { useSearchParams } from "react-router-dom";
import { PrintTravelers, readPrintNumbers } from "../../features/work-orders";
import { usePageTitle } from "../../shell/use-page-title";

/** `/print-wos?wo=100001&wo=100002`: the WOs' travelers, one page set each. */
export default function PrintWorkOrdersPage() {
  const [searchParams] = useSearchParams();
  usePageTitle("Travelers");
  return <PrintTravelers woNumbers={readPrintNumbers(searchParams)} />;
}
