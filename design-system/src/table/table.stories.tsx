import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Inbox } from "lucide-react";
import { StatusBadge } from "../badge/badge";
import { purchaseOrderStatuses, type PurchaseOrderStatus } from "@shopdesk/contract";
import { EmptyState } from "../empty-state/empty-state";
import { Skeleton } from "../skeleton/skeleton";
import { SortableTableHead, type SortDirection } from "./sortable-table-head";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "./table";

type PO = { PONumber: string; CustomerId: string; PODate: string; Status: PurchaseOrderStatus; Amount: string };

const statuses = purchaseOrderStatuses;
const customers = ["ACME", "BOLT-WORKS", "CASCADE", "DYNAMO", "EVERGREEN-AERO"];
const rows: PO[] = Array.from({ length: 40 }, (_, i) => ({
  PONumber: String(4500012345 + i * 7),
  CustomerId: customers[i % customers.length] ?? "ACME",
  PODate: `03/${String((i % 28) + 1).padStart(2, "0")}/2024`,
  Status: statuses[i % statuses.length] ?? "Open",
  Amount: `$${(((i + 3) * 7919) % 50000).toLocaleString("en-US")}.${String(i % 100).padStart(2, "0")}`,
}));

function Rows({ items }: { items: PO[] }) {
  return (
    <TableBody>
      {items.map((po) => (
        <TableRow key={po.PONumber}>
          <TableCell className="font-medium">{po.PONumber}</TableCell>
          <TableCell>{po.CustomerId}</TableCell>
          <TableCell>{po.PODate}</TableCell>
          <TableCell>
            <StatusBadge status={po.Status} />
          </TableCell>
          <TableCell className="text-right tabular-nums">{po.Amount}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  );
}

function Header() {
  return (
    <TableHeader>
      <TableRow>
        <TableHead>PO number</TableHead>
        <TableHead>Customer</TableHead>
        <TableHead>PO date</TableHead>
        <TableHead>Status</TableHead>
        <TableHead className="text-right">Amount</TableHead>
      </TableRow>
    </TableHeader>
  );
}

const meta = {
  title: "Primitives/Table",
  component: Table,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Table {...args}>
      <TableCaption>Recent purchase orders</TableCaption>
      <Header />
      <Rows items={rows.slice(0, 5)} />
    </Table>
  ),
};

function SortableTable({ onSort }: { onSort: (column: string, direction: SortDirection) => void }) {
  const [sort, setSort] = React.useState<{ column: keyof PO; direction: SortDirection }>({
    column: "PODate",
    direction: "descending",
  });
  const sorted = [...rows.slice(0, 6)].sort((a, b) => {
    const order = a[sort.column].localeCompare(b[sort.column]);
    return sort.direction === "descending" ? -order : order;
  });
  const head = (column: keyof PO, label: string) => (
    <SortableTableHead
      sort={sort.column === column ? sort.direction : "none"}
      onSort={(direction) => {
        setSort({ column, direction });
        onSort(column, direction);
      }}
    >
      {label}
    </SortableTableHead>
  );
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {head("PONumber", "PO number")}
          {head("CustomerId", "Customer")}
          {head("PODate", "PO date")}
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <Rows items={sorted} />
    </Table>
  );
}

/** Clicking a header sorts by it ascending, clicking again flips it; `aria-sort` follows. */
export const Sortable: StoryObj<typeof SortableTable> = {
  args: { onSort: fn() },
  render: (args) => <SortableTable {...args} />,
  play: async ({ args: { onSort }, canvasElement }) => {
    const canvas = within(canvasElement);
    const customer = canvas.getByRole("columnheader", { name: "Customer" });
    const date = canvas.getByRole("columnheader", { name: "PO date" });
    await expect(date).toHaveAttribute("aria-sort", "descending");
    await expect(customer).toHaveAttribute("aria-sort", "none");

    await userEvent.click(within(customer).getByRole("button", { name: "Customer" }));
    await expect(onSort).toHaveBeenLastCalledWith("CustomerId", "ascending");
    await expect(customer).toHaveAttribute("aria-sort", "ascending");
    await expect(date).toHaveAttribute("aria-sort", "none");
    await expect(canvas.getAllByRole("row")[1]).toHaveTextContent("ACME");

    await userEvent.click(within(customer).getByRole("button", { name: "Customer" }));
    await expect(onSort).toHaveBeenLastCalledWith("CustomerId", "descending");
    await expect(customer).toHaveAttribute("aria-sort", "descending");
    await expect(canvas.getAllByRole("row")[1]).toHaveTextContent("EVERGREEN-AERO");
  },
};

export const Empty: Story = {
  render: (args) => (
    <Table {...args}>
      <Header />
      <TableBody>
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={5} className="p-4">
            <EmptyState
              className="border-0"
              icon={<Inbox />}
              title="No purchase orders"
              description="No PO matches these filters. Clear a filter or widen the date range."
            />
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
};

export const Loading: Story = {
  render: (args) => (
    <Table {...args} aria-busy="true" aria-label="Purchase orders">
      <Header />
      <TableBody>
        {Array.from({ length: 5 }, (_, i) => (
          <TableRow key={i}>
            {[24, 20, 20, 16, 16].map((width, j) => (
              <TableCell key={j}>
                <Skeleton className="h-4" style={{ width: `${width * 4}px` }} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
};

export const ManyRows: Story = {
  render: (args) => (
    <Table {...args}>
      <Header />
      <Rows items={rows} />
    </Table>
  ),
};

export const SmallScreen: Story = {
  ...Default,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
