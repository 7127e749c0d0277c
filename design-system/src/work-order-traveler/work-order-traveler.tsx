import { formatQuantity } from "../format";
import * as React from "react";
import { Code128Barcode } from "../barcode";
import { formatDate } from "../format";
import { DocumentHeader, PrintFields, PrintPage, SectionTitle, type CompanyInfo } from "../print";
import { OperationsTable } from "./operations-table";
import type { TravelerWorkOrder } from "./types";

export type WorkOrderTravelerProps = Omit<React.ComponentProps<typeof PrintPage>, "children"> & {
  company: CompanyInfo;
  workOrder: TravelerWorkOrder;
};

/**
 * The shop-floor traveler of one WO: barcode, what to make, operations to sign off, notes.
 * A routing that runs over a page repeats the WO number, part and revision at the top of
 * every further page, whether the operations or only the notes run onto it.
 */
export function WorkOrderTraveler({ company, workOrder, ...props }: WorkOrderTravelerProps) {
  const notesId = React.useId();
  const customer = workOrder.CustomerId
    ? [workOrder.CustomerName, `(${workOrder.CustomerId})`].filter(Boolean).join(" ")
    : "Stock";
  return (
    <PrintPage data-slot="work-order-traveler" data-document="work-order-traveler" {...props}>
      <DocumentHeader
        company={company}
        title="Work Order Traveler"
        aside={
          <>
            <p className="text-[20pt] leading-none font-bold tabular-nums">WO {workOrder.WONumber}</p>
            <Code128Barcode value={workOrder.WONumber} moduleWidth={2} barHeight={40} className="mt-1" />
          </>
        }
      />
      <PrintFields
        className="mb-6 grid-cols-4"
        fields={[
          ["Part number", workOrder.PartNumber],
          ["Revision", workOrder.Revision],
          ["Quantity", formatQuantity(workOrder.Quantity)],
          ["Due date", formatDate(workOrder.DueDate)],
          ["Description", workOrder.Description],
          ["Material", workOrder.Material],
          ["Customer", customer],
          ["PO number", workOrder.PONumber],
          ["Drawing", drawing(workOrder)],
        ]}
      />
      <RepeatedHead
        head={
          <span className="flex items-baseline justify-between gap-4">
            <SectionTitle className="mb-0">Operations</SectionTitle>
            <span data-slot="running-head" className="text-[9pt] font-semibold tabular-nums">
              WO {workOrder.WONumber} · {workOrder.PartNumber} rev {workOrder.Revision}
            </span>
          </span>
        }
      >
        <OperationsTable operations={workOrder.Operations} />
        <section className="mt-6 break-inside-avoid" aria-labelledby={notesId}>
          <SectionTitle id={notesId}>Notes</SectionTitle>
          {workOrder.Notes && <p className="mb-2 whitespace-pre-line">{workOrder.Notes}</p>}
          <div aria-hidden className="space-y-0">
            {[0, 1, 2].map((line) => (
              <div key={line} className="h-7 border-b border-border" />
            ))}
          </div>
        </section>
      </RepeatedHead>
    </PrintPage>
  );
}

/**
 * `children` with `head` above them, printed again at the top of every further page they run
 * onto. A layout table: Chromium repeats a real `<thead>` on each page, but not a `<div>` with
 * `display: table-header-group`, nor anything outside a table (the notes alone on a page).
 */
function RepeatedHead({ head, children }: { head: React.ReactNode; children: React.ReactNode }) {
  return (
    <table role="presentation" data-slot="repeated-head" className="w-full border-collapse">
      <thead className="table-header-group">
        <tr>
          <td className="p-0 pb-1.5">{head}</td>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td className="p-0">{children}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * "bracket.pdf · rev B", flagged when the part has a newer revision (the WO makes an old one:
 * check before cutting metal), or a plain "None marked current" so a missing drawing is noticed.
 */
function drawing({ CurrentDrawing }: TravelerWorkOrder): string {
  if (!CurrentDrawing) return "None marked current";
  const name = `${CurrentDrawing.FileName} · rev ${CurrentDrawing.Revision}`;
  return CurrentDrawing.IsSuperseded ? `${name} (superseded)` : name;
}
