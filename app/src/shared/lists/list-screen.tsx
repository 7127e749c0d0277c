import type { ReactNode } from "react";
import { Plus } from "lucide-react";
import { Button, Card, SearchBox } from "@shopdesk/design-system";
import { Page } from "../../shell/page";
import type { OnDemandDialog } from "@shopdesk/design-system";
import { ActiveFilter } from "./active-filter";
import { useNewRecordParam } from "./use-new-record-param";

export type ListScreenProps = {
  title: string;
  description: string;
  /** The "New …" button's label; it opens `dialog` through `?new=1`. */
  newLabel: string;
  /** More of the list's actions, before "New …" (Import, Export). */
  actions?: ReactNode;
  /** The "New …" dialog, downloaded when first wanted (`onDemandDialog`). */
  dialog: OnDemandDialog<{ isOpen: boolean; onOpenChange: (open: boolean) => void }>;
  search: { label: string; placeholder: string; value: string; onSearch: (q: string) => void };
  active: { value: string; onChange: (active: string) => void };
  /** Filters of this list only, between the search box and Active. */
  filters?: ReactNode;
  /** The list itself (a ListTable). */
  children: ReactNode;
};

/** The frame of a master-data list screen: title, "New …", search and filters, the list, the new-record dialog. */
export function ListScreen({
  title,
  description,
  newLabel,
  actions,
  dialog: Dialog,
  search,
  active,
  filters,
  children,
}: ListScreenProps) {
  const { isOpen, setOpen } = useNewRecordParam();
  return (
    <Page
      title={title}
      description={description}
      actions={
        <>
          {actions}
          <Button onClick={() => setOpen(true)} onPointerEnter={Dialog.preload} onFocus={Dialog.preload}>
            <Plus className="size-4" aria-hidden="true" />
            {newLabel}
          </Button>
        </>
      }
    >
      <Card className="gap-0 py-0">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center">
          <SearchBox className="sm:max-w-sm sm:flex-1" {...search} />
          {filters}
          <ActiveFilter value={active.value} onChange={active.onChange} />
        </div>
        {children}
      </Card>
      <Dialog isOpen={isOpen} onOpenChange={setOpen} />
    </Page>
  );
}
