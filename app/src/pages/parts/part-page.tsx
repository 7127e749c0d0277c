import { Suspense, useCallback, useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { Plus } from "lucide-react";
import { Button } from "@shopdesk/design-system";
import type { PartKey } from "../../api/parts/types";
import { useNewRecordParam } from "../../shared/lists/use-new-record-param";
import { ExportListButton, ImportLink } from "../../features/imports";
import { PartSearch } from "../../features/parts/part-search";
import { Page } from "../../shell/page";
import { onDemandDialog } from "@shopdesk/design-system";
import { DetailSkeleton } from "../../shared/lists/detail-skeleton";
import { preloadable } from "@shopdesk/design-system";

const dropWithDialog = ["customerId"];
// The chosen part's record (its form, pricing, history) downloads apart from the search, as a
// record page does from its list; the page preloads it once up (docs/app.md, "Routes and loading").
const partDetail = preloadable(() => import("../../features/parts/part-detail").then((module) => module.PartDetail));
const PartDetail = partDetail.Lazy;
const NewPartDialog = onDemandDialog(
  () => import("../../features/parts/new-part-dialog").then((module) => module.NewPartDialog),
  (props) => props.isOpen,
);

/** `/part`: the part search, with the chosen part (`?partNumber=&revision=`) below it. */
export default function PartPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const newPart = useNewRecordParam(dropWithDialog);
  const partNumber = searchParams.get("partNumber") ?? "";
  const revision = searchParams.get("revision") ?? "";
  const selected = partNumber && revision ? { PartNumber: partNumber, Revision: revision } : undefined;
  useEffect(() => void partDetail.preload().catch(() => undefined), []);

  const handleSelect = useCallback(
    (part: PartKey) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete("new");
        next.delete("customerId");
        next.set("partNumber", part.PartNumber);
        next.set("revision", part.Revision);
        return next;
      }),
    [setSearchParams],
  );

  return (
    <Page
      title="Parts"
      description="Search by part number, revision, description or customer; choose a part to edit it and its pricing."
      actions={
        <>
          <ImportLink kind="parts" />
          <ExportListButton kind="parts" />
          <Button
            onClick={() => newPart.setOpen(true)}
            onPointerEnter={NewPartDialog.preload}
            onFocus={NewPartDialog.preload}
          >
            <Plus className="size-4" aria-hidden="true" />
            New part
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-1 gap-8">
        <PartSearch selected={selected} onSelect={handleSelect} />
        {selected && (
          <Suspense fallback={<DetailSkeleton />}>
            <PartDetail key={`${selected.PartNumber}/${selected.Revision}`} {...selected} onSelect={handleSelect} />
          </Suspense>
        )}
      </div>
      <NewPartDialog
        isOpen={newPart.isOpen}
        customerId={searchParams.get("customerId") ?? undefined}
        onOpenChange={newPart.setOpen}
        onCreated={handleSelect}
      />
    </Page>
  );
}
