import { Suspense, useEffect } from "react";
import { Plus } from "lucide-react";
import { Button, onDemandDialog, preloadable, DetailSkeleton } from "@shopdesk/design-system";
import type { PartKey } from "../../api/parts/types";
import { Page } from "../../shell/page";
import { useNewRecordParam } from "../../shared/lists/use-new-record-param";
import { ExportListButton, ImportLink } from "../imports";
import { PartSearch } from "./part-search";

const dropWithDialog = ["customerId"];
// The chosen part's record (its form, pricing, history) downloads apart from the search, as a
// record page does from its list; the screen preloads it once up (docs/app.md, "Routes and loading").
const partDetail = preloadable(() => import("./part-detail").then((module) => module.PartDetail));
const PartDetail = partDetail.Lazy;
const NewPartDialog = onDemandDialog(
  () => import("./new-part-dialog").then((module) => module.NewPartDialog),
  (props) => props.isOpen,
);

export type PartsScreenProps = {
  /** The part revision chosen (`?partNumber=&revision=`), shown under the search. */
  selected: PartKey | undefined;
  /** "New part" from a customer's screen (`?customerId=`): the customer filled in. */
  customerId: string | undefined;
  /** A part chosen from the search, or just made. */
  onSelect: (part: PartKey) => void;
};

/** `/part`: the part search, with the chosen part's record below it, and "New part". */
export function PartsScreen({ selected, customerId, onSelect }: PartsScreenProps) {
  const newPart = useNewRecordParam(dropWithDialog);
  useEffect(() => void partDetail.preload().catch(() => undefined), []);
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
        <PartSearch selected={selected} onSelect={onSelect} />
        {selected && (
          <Suspense fallback={<DetailSkeleton />}>
            <PartDetail key={`${selected.PartNumber}/${selected.Revision}`} {...selected} onSelect={onSelect} />
          </Suspense>
        )}
      </div>
      <NewPartDialog
        isOpen={newPart.isOpen}
        customerId={customerId}
        onOpenChange={newPart.setOpen}
        onCreated={onSelect}
      />
    </Page>
  );
}
