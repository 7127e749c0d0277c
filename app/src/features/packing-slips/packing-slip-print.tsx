import { Link } from "react-router-dom";
import type { PackingSlipMode } from "@shopdesk/contract";
import { isPackingSlipMode, PackingSlip, PrintDocument, PrintToolbar, Spinner } from "@shopdesk/design-system";
import { usePackingSlip } from "../../api/packing-slips/use-packing-slip";
import { usePageTitle } from "../../shell/use-page-title";
import { shopCompany } from "../../shared/print/company";
import { PrintMessage } from "../../shared/print/print-message";
import { toPackingSlipData } from "./packing-slip-data";
import { packingSlipPrintPath } from "./print-path";

const modeTitles: Record<PackingSlipMode, string> = {
  slip: "Packing slip",
  priced: "Priced packing slip",
  cert: "Certificate of conformance",
};

const linkClass = "text-sm text-primary underline-offset-4 hover:underline";
const isKey = (text: string) => /^\d{1,18}$/.test(text) && !/^0+$/.test(text);

export type PackingSlipPrintProps = { poKey: string; pslipNumber: string; mode: string };

/**
 * `/print-packing-slip/{poKey}/{pslipNumber}/{mode}`: the slip as a packing slip, a priced
 * packing slip or a certificate of conformance, on US Letter. An unknown mode, PO or slip
 * gets a message on the page, never a blank one.
 */
export function PackingSlipPrint({ poKey, pslipNumber, mode }: PackingSlipPrintProps) {
  const isMode = isPackingSlipMode(mode);
  const areKeys = isKey(poKey) && isKey(pslipNumber);
  const title = `${isMode ? modeTitles[mode] : "Packing slip"} ${pslipNumber} of PO ${poKey}`;
  usePageTitle(title);
  const { packingSlip, error, isLoading } = usePackingSlip(isMode && areKeys ? poKey : undefined, pslipNumber);

  if (!isMode)
    return (
      <PrintMessage title={title}>
        <p>There is no “{mode}” print of a packing slip. It prints as:</p>
        <ul className="mt-2 grid gap-1 print:hidden">
          {(Object.keys(modeTitles) as PackingSlipMode[]).map((each) => (
            <li key={each}>
              <Link className={linkClass} to={packingSlipPrintPath(poKey, pslipNumber, each)}>
                {modeTitles[each]} ({each})
              </Link>
            </li>
          ))}
        </ul>
      </PrintMessage>
    );
  if (isLoading)
    return (
      <PrintDocument className="items-center justify-center">
        <Spinner size="lg" label="Loading the packing slip…" />
      </PrintDocument>
    );
  if (!areKeys || error?.status === 404)
    return (
      <PrintMessage title={title}>
        <p>
          There is no packing slip {pslipNumber} on PO {poKey}, so there is nothing to print.
        </p>
        <p className="mt-2 print:hidden">
          <Link className={linkClass} to={isKey(poKey) ? `/po/${poKey}` : "/po"}>
            {isKey(poKey) ? "Open the PO" : "Find the PO"}
          </Link>
        </p>
      </PrintMessage>
    );
  if (error || !packingSlip)
    return (
      <PrintMessage title={title}>
        <p>The packing slip could not be loaded: {error?.message ?? "no data"}.</p>
      </PrintMessage>
    );

  return (
    <PrintDocument>
      <PrintToolbar title={`${modeTitles[mode]} ${packingSlip.PONumber}-${packingSlip.PSlipNumber}`}>
        {(Object.keys(modeTitles) as PackingSlipMode[])
          .filter((each) => each !== mode)
          .map((each) => (
            <Link key={each} className={linkClass} to={packingSlipPrintPath(poKey, pslipNumber, each)}>
              {modeTitles[each]}
            </Link>
          ))}
        <Link className={linkClass} to={`/po/${poKey}`}>
          Back to the PO
        </Link>
      </PrintToolbar>
      <PackingSlip mode={mode} company={shopCompany} packingSlip={toPackingSlipData(packingSlip)} />
    </PrintDocument>
  );
}
