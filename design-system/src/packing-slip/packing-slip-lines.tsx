import { formatQuantity } from "../format";
import { formatCurrency } from "../format";
import { PrintTable, sumDecimals } from "../print";
import { backOrdered, type PackingSlipLine } from "./types";

/** Items of a packing slip: ordered / shipped now / shipped before / back-ordered, with prices when `isPriced`. */
export function PackingSlipLines({ lines, isPriced }: { lines: PackingSlipLine[]; isPriced: boolean }) {
  const total = isPriced ? sumDecimals(lines.map((line) => line.Amount)) : null;
  return (
    <PrintTable data-slot="packing-slip-lines">
      <thead>
        <tr>
          <th scope="col" className="w-[6%]">
            Line
          </th>
          <th scope="col">Part / description</th>
          <th scope="col" className="w-[10%] text-right">
            Ordered
          </th>
          <th scope="col" className="w-[10%] text-right">
            Shipped now
          </th>
          <th scope="col" className="w-[10%] text-right">
            Shipped before
          </th>
          <th scope="col" className="w-[10%] text-right">
            Back&#8209;ordered
          </th>
          {isPriced && (
            <>
              <th scope="col" className="w-[11%] text-right">
                Unit price
              </th>
              <th scope="col" className="w-[11%] text-right">
                Amount
              </th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.LineNumber}>
            <td className="tabular-nums">{line.LineNumber}</td>
            <td>
              <span className="block font-medium">
                {line.PartNumber} <span className="text-muted-foreground">rev</span> {line.Revision}
              </span>
              <span className="block text-[8pt] text-muted-foreground">
                {line.Description}
                {line.WONumber && ` · WO ${line.WONumber}`}
              </span>
            </td>
            <td className="text-right tabular-nums">{formatQuantity(line.Ordered)}</td>
            <td className="text-right font-semibold tabular-nums">{formatQuantity(line.ShippedNow)}</td>
            <td className="text-right tabular-nums">{formatQuantity(line.ShippedBefore)}</td>
            <td className="text-right tabular-nums">{formatQuantity(backOrdered(line))}</td>
            {isPriced && (
              <>
                <td className="text-right tabular-nums">{formatCurrency(line.UnitPrice, { fractionDigits: 4 })}</td>
                <td className="text-right tabular-nums">{formatCurrency(line.Amount)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
      {isPriced && (
        // A tfoot repeats on every printed page by default; the total belongs once, at the end.
        <tfoot className="[display:table-row-group]">
          <tr className="break-inside-avoid">
            <th
              scope="row"
              colSpan={7}
              className="border-t-2 border-foreground px-2 py-2 text-right text-[9pt] font-semibold"
            >
              Total
            </th>
            <td className="border-t-2 border-foreground px-2 py-2 text-right font-bold tabular-nums">
              {formatCurrency(total)}
            </td>
          </tr>
        </tfoot>
      )}
    </PrintTable>
  );
}
