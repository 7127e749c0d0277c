import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@shopdesk/design-system";
import { RecordAttachments } from "../../shared/attachments";

export type PackingSlipFilesDialogProps = {
  poKey: number;
  poNumber: string;
  pslipNumber: number;
  onOpenChange: (open: boolean) => void;
};

/** A packing slip's files (the signed slip, proof of delivery), opened from its row. */
export function PackingSlipFilesDialog({ poKey, poNumber, pslipNumber, onOpenChange }: PackingSlipFilesDialogProps) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Files on packing slip {pslipNumber}</DialogTitle>
          <DialogDescription>PO {poNumber}: the signed slip, proof of delivery, photos of the crate.</DialogDescription>
        </DialogHeader>
        <RecordAttachments
          record={{ Type: "packing_slip", POKey: poKey, PSlipNumber: pslipNumber }}
          defaultKind="Other"
        />
      </DialogContent>
    </Dialog>
  );
}
