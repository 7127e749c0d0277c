import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle, EmptyState, type EmptyStateProps } from "@shopdesk/design-system";

export type TableCardProps = {
  title: string;
  /** Beside the title, such as "Add line". */
  action?: ReactNode;
  /** What the card says instead of its table when it has no rows; the table shows without it. */
  empty?: EmptyStateProps | false;
  /** The table. */
  children: ReactNode;
  /** The card's dialogs (Edit, Remove…), after its content. */
  dialogs?: ReactNode;
};

/** A record's rows in a card (a PO's lines, its packing slips): the title, the table or what an empty one says. */
export function TableCard({ title, action, empty, children, dialogs }: TableCardProps) {
  return (
    <Card className="gap-3">
      <CardHeader className={action ? "flex flex-row items-center justify-between gap-2" : undefined}>
        <CardTitle>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent className="px-2 sm:px-5">
        {empty ? <EmptyState className="border-0 py-6" {...empty} /> : children}
      </CardContent>
      {dialogs}
    </Card>
  );
}
