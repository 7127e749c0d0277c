import type { AttachmentKind } from "@shopdesk/contract";
import { Award, ClipboardList, DraftingCompass, File, ImageIcon, Receipt, type LucideIcon } from "lucide-react";

/**
 * An icon per kind. Typed as a Record so a kind added to the contract's `attachmentKinds` fails
 * the type check here until it has one (the design system takes only types from the contract).
 */
const kindIcons: Record<AttachmentKind, LucideIcon> = {
  Drawing: DraftingCompass,
  "Customer PO": Receipt,
  Certificate: Award,
  Report: ClipboardList,
  Photo: ImageIcon,
  Other: File,
};

/** Every kind, in the contract's order. */
export const attachmentKindOptions = Object.keys(kindIcons) as AttachmentKind[];

/** The kind's icon, decorative. */
export function KindIcon({ kind, className }: { kind: AttachmentKind; className?: string }) {
  const Icon = kindIcons[kind] ?? File;
  return <Icon aria-hidden="true" className={className} />;
}
