import { useSearchParams } from "react-router-dom";
import type { ImportKind } from "../../api/imports/types";
import { ImportScreen, parseImportKind } from "../../features/imports";
import { useSignedInUserId } from "../../shell/signed-in-user";

/** `/import?kind=`: CSV import of customers, suppliers, parts or open POs, the kind chosen from the address. */
export default function ImportPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const userId = useSignedInUserId();
  const handleKindChange = (kind: ImportKind) => setSearchParams({ kind }, { replace: true });
  return (
    <ImportScreen kind={parseImportKind(searchParams.get("kind"))} onKindChange={handleKindChange} userId={userId} />
  );
}
