import { useSearchParams } from "react-router-dom";
import { Page } from "../../shell/page";

export default function PartPage() {
  const [searchParams] = useSearchParams();
  const partNumber = searchParams.get("partNumber");
  const revision = searchParams.get("revision");
  const selected = partNumber ? `${partNumber}${revision ? ` rev ${revision}` : ""}` : undefined;
  return <Page title="Parts" description={selected ? `Selected: ${selected}` : "Find a part by number, description or customer."} />;
}
