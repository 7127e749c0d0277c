import { act, render, screen, fireEvent } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchBox } from "./search-box";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function type(text: string) {
  fireEvent.change(screen.getByRole("searchbox", { name: "Search parts" }), { target: { value: text } });
}

describe("SearchBox", () => {
  it("reports the trimmed text once the user pauses, not before", () => {
    const onSearch = vi.fn();
    render(<SearchBox value="" label="Search parts" onSearch={onSearch} />);
    type("brk");
    act(() => vi.advanceTimersByTime(299));
    type("brk-1 ");
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("brk-1");
  });

  it("reports nothing when the text only differs from the search by spaces", () => {
    const onSearch = vi.fn();
    render(<SearchBox value="brk" label="Search parts" onSearch={onSearch} />);
    type(" brk  ");
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("follows a new value from outside without reporting it", () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox value="brk" label="Search parts" onSearch={onSearch} delayMs={50} />);
    rerender(<SearchBox value="shaft" label="Search parts" onSearch={onSearch} delayMs={50} />);
    expect(screen.getByRole("searchbox", { name: "Search parts" })).toHaveValue("shaft");
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
