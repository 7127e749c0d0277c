import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { ListTable, PrimaryCell, RowLink, type ListColumn, type ListTableProps } from "./list-table";

type Row = { id: string; name: string };
const columns: ListColumn<Row>[] = [
  {
    header: "Code",
    sortField: "Code",
    cell: (row) => (
      <PrimaryCell phoneDetails={row.name}>
        <RowLink to={`/thing/${row.id}`}>{row.id}</RowLink>
      </PrimaryCell>
    ),
  },
  { header: "Name", sortField: "Name", className: "hidden sm:table-cell", cell: (row) => row.name },
  { header: "Note", cell: () => "—" },
];

function renderTable(props: Partial<ListTableProps<Row>> = {}) {
  const handlers = { onSortChange: vi.fn(), onPageChange: vi.fn(), onRowClick: vi.fn(), onRetry: vi.fn() };
  render(
    <MemoryRouter>
      <ListTable<Row>
        label="Things"
        columns={columns}
        rows={[
          { id: "A1", name: "Alpha" },
          { id: "B2", name: "Beta" },
        ]}
        total={30}
        rowKey={(row) => row.id}
        isLoading={false}
        errorTitle="Could not load things"
        empty={{ title: "No things found" }}
        sort="Name"
        page={1}
        pageSize={2}
        {...handlers}
        {...props}
      />
    </MemoryRouter>,
  );
  return handlers;
}

describe("ListTable", () => {
  it("shows the rows with a header per column, the sorted one marked, and paging", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Things" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Code", "Name", "Note"]);
    expect(within(table).getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "ascending");
    expect(within(table).getByRole("link", { name: "A1" })).toHaveAttribute("href", "/thing/A1");
    expect(screen.getByRole("navigation", { name: "Pagination" })).toHaveTextContent("1–2 of 30");
  });

  it("shows 1,000+ past the server's count and pages on past page 40", async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderTable({ total: 1000, isTotalExact: false, page: 500 });
    const pagination = screen.getByRole("navigation", { name: "Pagination" });
    expect(pagination).toHaveTextContent("Showing 999–1,000 of 1,000+");
    await user.click(within(pagination).getByRole("button", { name: /Next/ }));
    expect(onPageChange).toHaveBeenCalledWith(501);
    cleanup();
    renderTable({ total: 1000, isTotalExact: false, page: 501, rows: [{ id: "Z9", name: "Last" }] });
    expect(screen.getByRole("navigation", { name: "Pagination" })).toHaveTextContent("Showing 1,001–1,001 of 1,001");
  });

  it("sorts through the header, opens a row on click, and a link click is not also a row click", async () => {
    const user = userEvent.setup();
    const { onSortChange, onRowClick } = renderTable();
    await user.click(screen.getByRole("button", { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith("-Name");
    await user.click(screen.getAllByText("Beta")[1]!);
    expect(onRowClick).toHaveBeenCalledWith({ id: "B2", name: "Beta" });
    onRowClick.mockClear();
    await user.click(screen.getByRole("link", { name: "A1" }));
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it("repeats a hidden column's value under the first cell for phones", () => {
    renderTable();
    const [phone, column] = screen.getAllByText("Alpha");
    expect(phone).toHaveClass("sm:hidden");
    expect(column).toHaveClass("hidden", "sm:table-cell");
  });

  it("shows loading, failure (with a retry) and no matches in place of the rows", async () => {
    const user = userEvent.setup();
    renderTable({ rows: undefined, total: undefined, isLoading: true });
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
    cleanup();

    const { onRetry } = renderTable({ rows: undefined, total: undefined, error: new Error("Gateway timeout") });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Could not load things");
    expect(alert).toHaveTextContent("Gateway timeout");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
    cleanup();

    renderTable({ rows: [], total: 0 });
    expect(screen.getByText("No things found")).toBeInTheDocument();
  });
});
