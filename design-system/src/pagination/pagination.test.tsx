import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { pageCount, pageRange, rangeText } from "./page-range";
import { Pagination } from "./pagination";

describe("rangeText", () => {
  it.each([
    [1, 20, 345, "Showing 1–20 of 345"],
    [2, 20, 345, "Showing 21–40 of 345"],
    [18, 20, 345, "Showing 341–345 of 345"],
    [1, 20, 20, "Showing 1–20 of 20"],
    [1, 20, 1, "Showing 1–1 of 1"],
    [99, 20, 345, "Showing 341–345 of 345"],
    [0, 20, 345, "Showing 1–20 of 345"],
    [3, 50, 123456, "Showing 101–150 of 123,456"],
    [1, 20, 0, "No results"],
  ])("page %i × %i of %i → %s", (page, pageSize, total, text) => {
    expect(rangeText(page, pageSize, total)).toBe(text);
  });
});

describe("rangeText past a capped count", () => {
  it.each([
    [1, 25, 1000, "Showing 1–25 of 1,000+"],
    [40, 25, 1000, "Showing 976–1,000 of 1,000+"],
    [41, 25, 1000, "Showing 1,001–1,025 of 1,000+"],
  ])("page %i × %i of %i+ → %s", (page, pageSize, total, text) => {
    expect(rangeText(page, pageSize, total, false)).toBe(text);
  });
});

describe("pageCount", () => {
  it("rounds up and never drops below one page", () => {
    expect(pageCount(345, 20)).toBe(18);
    expect(pageCount(340, 20)).toBe(17);
    expect(pageCount(0, 20)).toBe(1);
  });
});

describe("pageRange", () => {
  it("lists every page when there are at most seven", () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps first, last and the current page's neighbours, with ellipses for gaps", () => {
    expect(pageRange(1, 18)).toEqual([1, 2, 3, 4, 5, "ellipsis", 18]);
    expect(pageRange(4, 18)).toEqual([1, 2, 3, 4, 5, "ellipsis", 18]);
    expect(pageRange(5, 18)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 18]);
    expect(pageRange(15, 18)).toEqual([1, "ellipsis", 14, 15, 16, 17, 18]);
    expect(pageRange(18, 18)).toEqual([1, "ellipsis", 14, 15, 16, 17, 18]);
  });
});

describe("Pagination", () => {
  it("is a labelled nav marking the current page and moving by one", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageSize={20} total={345} onPageChange={onPageChange} />);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toHaveTextContent("Showing 21–40 of 345");
    expect(screen.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Page 1" })).not.toHaveAttribute("aria-current");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole("button", { name: "Page 18" }));
    expect(onPageChange).toHaveBeenLastCalledWith(18);
  });

  it("disables Previous on the first page and Next on the last", () => {
    const { rerender } = render(<Pagination page={1} pageSize={20} total={345} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
    rerender(<Pagination page={18} pageSize={20} total={345} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("does not report a click on the current page", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageSize={20} total={345} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(onPageChange).not.toHaveBeenCalled();
  });
});

describe("Pagination past a capped count", () => {
  it("says 1,000+ and lets the user page past page 40", async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination page={40} pageSize={25} total={1000} isTotalExact={false} onPageChange={onPageChange} />,
    );
    expect(screen.getByText("Showing 976–1,000 of 1,000+")).toBeInTheDocument();
    const next = screen.getByRole("button", { name: /next/i });
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(onPageChange).toHaveBeenCalledWith(41);

    rerender(<Pagination page={41} pageSize={25} total={1000} isTotalExact={false} onPageChange={onPageChange} />);
    expect(screen.getByText("Showing 1,001–1,025 of 1,000+")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 41" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: /next/i })).toBeEnabled();
  });

  it("stops at the last page when the total is exact", () => {
    render(<Pagination page={40} pageSize={25} total={1000} onPageChange={() => {}} />);
    expect(screen.getByText("Showing 976–1,000 of 1,000")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /next/i })).toBeDisabled();
  });
});
