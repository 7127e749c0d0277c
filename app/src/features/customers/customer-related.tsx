import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Boxes, FileText, Plus } from "lucide-react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  formatCurrency,
  formatDate,
  Skeleton,
  StatusBadge,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  type Status,
} from "@shopdesk/design-system";
import { useCustomerParts } from "../../api/customers/use-customer-parts";
import { useCustomerPurchaseOrders } from "../../api/customers/use-customer-purchase-orders";
import { LoadError } from "../../shared/lists/list-parts";
import { partLink } from "../../shared/record-links";

/**
 * A table's header and `rows` rows of the height the list's rows will have, so the cards below
 * move as little as they can when the list comes (a layout shift otherwise:
 * docs/performance.md, "Lighthouse").
 */
function Loading({ rows, rowHeight }: { rows: number; rowHeight: "h-10" | "h-16" }) {
  return (
    <div className="grid grid-cols-1" aria-busy="true">
      <div className="h-10 rounded-sm bg-muted" />
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className={`flex ${rowHeight} items-center border-b border-border px-2 last:border-0`}>
          <Skeleton className={row % 2 ? "h-4 w-2/3" : "h-4 w-3/4"} />
        </div>
      ))}
    </div>
  );
}

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The customer's parts (current revisions first), each linking to the part screen. */
export function CustomerPartsCard({ customerId }: { customerId: string }) {
  const { parts, total, error, isLoading } = useCustomerParts(customerId);
  const newPart = (
    <Button asChild variant="outline" size="sm">
      <Link to={`/part?new=1&customerId=${encodeURIComponent(customerId)}`}>
        <Plus className="size-4" aria-hidden="true" />
        New part
      </Link>
    </Button>
  );

  function content() {
    // Most customers have a handful of parts; ten recent POs is the usual list.
    if (isLoading) return <Loading rows={4} rowHeight="h-10" />;
    if (error) return <LoadError title="Could not load the parts" error={error} />;
    if (!parts || parts.length === 0)
      return <EmptyState className="border-0 py-4" icon={<Boxes />} title="No parts yet" />;
    return (
      <Table aria-label="Parts">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Part and rev</TableHead>
            <TableHead>Description</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {parts.map((part) => (
            <TableRow key={`${part.PartNumber}/${part.Revision}`}>
              {/* Side panels are narrow: cells wrap rather than push the table past the card. */}
              <TableCell className="whitespace-normal">
                <Link
                  to={partLink(part)}
                  className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
                >
                  {part.PartNumber} <span className="font-normal">rev {part.Revision}</span>
                </Link>
                {part.IsSuperseded && (
                  <Badge variant="neutral" className="ml-2">
                    Superseded
                  </Badge>
                )}
              </TableCell>
              <TableCell className="whitespace-normal break-words">{part.Description}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        {total > parts.length && (
          <TableCaption>
            {parts.length} of {total}.{" "}
            <Link
              to={`/part?customer=${encodeURIComponent(customerId)}`}
              className="text-primary underline underline-offset-4"
            >
              See all parts
            </Link>
          </TableCaption>
        )}
      </Table>
    );
  }

  return (
    <Panel title="Parts" action={newPart}>
      {content()}
    </Panel>
  );
}

/** The customer's ten most recent POs, linking to `/po/{POKey}`. */
export function CustomerOrdersCard({ customerId }: { customerId: string }) {
  const { purchaseOrders, error, isLoading } = useCustomerPurchaseOrders(customerId);

  function content() {
    if (isLoading) return <Loading rows={10} rowHeight="h-16" />;
    if (error) return <LoadError title="Could not load the POs" error={error} />;
    if (!purchaseOrders || purchaseOrders.length === 0)
      return <EmptyState className="border-0 py-4" icon={<FileText />} title="No purchase orders yet" />;
    return (
      <Table aria-label="Recent purchase orders">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>PO, date and status</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {purchaseOrders.map((po) => (
            <TableRow key={po.POKey}>
              <TableCell className="whitespace-normal">
                <Link to={`/po/${po.POKey}`} className="font-medium text-primary underline-offset-4 hover:underline">
                  {po.PONumber}
                </Link>
                <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="text-xs text-muted-foreground tabular-nums" data-slot="date">
                    {formatDate(po.PODate)}
                  </span>
                  <StatusBadge status={po.Status as Status} />
                </div>
              </TableCell>
              <TableCell className="text-right align-top tabular-nums">{formatCurrency(po.Amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return <Panel title="Recent purchase orders">{content()}</Panel>;
}
