import { useMemo, useState } from "react";
import { formatDate, toast, type PaletteCommand, formatQuantity } from "@shopdesk/design-system";
import type { WorkOrder, WOStatus } from "../../api/work-orders/types";
import { useChangeWorkOrderStatus } from "../../api/work-orders/use-change-work-order-status";
import { useWorkOrder } from "../../api/work-orders/use-work-order";
import { RecordAttachments } from "../../shared/attachments";
import { HistoryCard } from "../../shared/history/history-card";
import { useScreenCommands } from "../../shell/screen-commands";
import { RecordLayout, RecordScreen } from "../../shared/records/record-screen";
import { RecordPrintLink } from "../../shared/records/record-print-link";
import { travelersPrintPath } from "./print-path";
import { WorkOrderFacts } from "./work-order-facts";
import { WorkOrderForm } from "./work-order-form";
import { workOrderFieldLabels } from "./work-order-schema";
import { statusActions } from "./work-order-status";
import { WorkOrderStatusControls } from "./work-order-status-controls";
import { recentWorkOrder } from "../../shell/recent-labels";

/** `/wo/{woNumber}`: what the WO makes, its status moves, the edit form with operations, and its history. */
export function WorkOrderDetail({ woNumber }: { woNumber: string }) {
  const { workOrder, ...query } = useWorkOrder(woNumber);
  const { trigger: changeStatus } = useChangeWorkOrderStatus();
  const [isDirty, setIsDirty] = useState(false);
  useScreenCommands(
    useMemo<PaletteCommand[]>(() => {
      if (!workOrder) return [];
      const print = {
        id: "wo:print",
        label: "Print traveler",
        keywords: ["traveler", "print"],
        onSelect: () => void window.open(travelersPrintPath([workOrder.WONumber]), "_blank", "noopener"),
      };
      // Moves that ask first (close, cancel) stay on their buttons, where the question is asked.
      const moves = statusActions(workOrder.Status, workOrder.WONumber)
        .filter((action) => !action.confirm)
        .map((action) => ({
          id: `wo:status:${action.to}`,
          label: action.label,
          hint: `Status → ${action.to}`,
          keywords: ["status", action.to],
          onSelect: () => void handleChangeStatus(workOrder, action.to).catch(() => undefined),
        }));
      return [print, ...moves];
      // handleChangeStatus reads the record it is given: the list follows the WO.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [workOrder]),
  );

  async function handleChangeStatus(record: WorkOrder, to: WOStatus) {
    try {
      const saved = await changeStatus({ woNumber: record.WONumber, change: { Status: to, Version: record.Version } });
      toast({ title: `WO ${saved.WONumber} is now ${saved.Status}`, variant: "success" });
    } catch (failure) {
      toast({
        title: "Status not changed",
        description: failure instanceof Error ? failure.message : String(failure),
        variant: "error",
      });
      // A 409 means someone else moved or saved it: show the WO as it is now.
      void query.reload();
      throw failure;
    }
  }

  return (
    <RecordScreen
      title={`Work order ${woNumber}`}
      back={{ to: "/wo", label: "Work orders" }}
      query={{ record: workOrder, ...query }}
      notFound={{
        title: "No such work order",
        description: `There is no work order ${woNumber}. Check the number on the traveler.`,
        backTo: "/wo",
        backLabel: "Find a work order",
      }}
      errorTitle="Could not load this work order"
      visit={recentWorkOrder}
      description={(record) => (
        <span>
          {record.PartNumber} rev {record.Revision} · {formatQuantity(record.Quantity)} {record.UnitOfMeasure} · due{" "}
          <span data-slot="date">{formatDate(record.DueDate)}</span>
        </span>
      )}
      print={() => <RecordPrintLink href={travelersPrintPath([woNumber])} label="Print traveler" />}
    >
      {(record) => (
        <RecordLayout
          main={
            <>
              <WorkOrderFacts
                workOrder={record}
                status={
                  <WorkOrderStatusControls
                    woNumber={record.WONumber}
                    status={record.Status}
                    isLate={record.IsLate}
                    isLocked={isDirty}
                    onChangeStatus={(to) => handleChangeStatus(record, to)}
                  />
                }
              />
              <WorkOrderForm key={record.WONumber} workOrder={record} onDirtyChange={setIsDirty} />
            </>
          }
          asideLabel="Files and history"
          aside={
            <>
              <RecordAttachments record={{ Type: "work_order", WONumber: record.WONumber }} defaultKind="Report" />
              <HistoryCard entity="work_order" entityKey={record.WONumber} labels={workOrderFieldLabels} />
            </>
          }
        />
      )}
    </RecordScreen>
  );
}
