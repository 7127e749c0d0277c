import { PrintTable } from "../print";
import type { TravelerOperation } from "./types";

const signOffColumns = ["Operator", "Date", "Qty good", "Qty scrap"] as const;

/** Operations with empty sign-off cells sized for handwriting. */
export function OperationsTable({ operations }: { operations: TravelerOperation[] }) {
  return (
    <PrintTable data-slot="operations-table" className="table-fixed">
      <colgroup>
        <col className="w-[7%]" />
        <col className="w-[37%]" />
        <col className="w-[8%]" />
        <col className="w-[16%]" />
        <col className="w-[12%]" />
        <col className="w-[10%]" />
        <col className="w-[10%]" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">Seq</th>
          <th scope="col">Operation</th>
          <th scope="col" className="text-right">
            Hrs
          </th>
          {signOffColumns.map((label) => (
            <th key={label} scope="col" className="border-l border-border">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {operations.map((operation) => (
          <tr key={operation.Sequence} className="h-12">
            <td className="font-semibold tabular-nums">{operation.Sequence}</td>
            <td>
              <span className="block font-medium">{operation.Description}</span>
              <span className="block text-[8pt] text-muted-foreground">
                {operation.SupplierName ? `Outside: ${operation.SupplierName}` : operation.WorkCentre}
              </span>
            </td>
            <td className="text-right tabular-nums">{operation.PlannedHours ?? ""}</td>
            {signOffColumns.map((label) => (
              <td key={label} className="border-l border-border" />
            ))}
          </tr>
        ))}
      </tbody>
    </PrintTable>
  );
}
