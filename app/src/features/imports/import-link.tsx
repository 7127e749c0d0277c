import { Link } from "react-router-dom";
import { Upload } from "lucide-react";
import { Button } from "@shopdesk/design-system";
import type { ImportKind } from "../../api/imports/types";
import { importPathFor } from "./import-path";

/** "Import" on a list screen: the import screen with that list's kind chosen. */
export function ImportLink({ kind }: { kind: ImportKind }) {
  return (
    <Button asChild variant="outline">
      <Link to={importPathFor(kind)}>
        <Upload className="size-4" aria-hidden="true" />
        Import
      </Link>
    </Button>
  );
}
