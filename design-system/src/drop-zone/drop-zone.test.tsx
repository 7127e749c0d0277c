import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DropZone } from "./drop-zone";

const csv = (name = "parts.csv") => new File(["Part number\n"], name, { type: "text/csv" });

describe("DropZone", () => {
  it("opens the picker from its button and passes the picked file on, then clears the input", async () => {
    const onFiles = vi.fn();
    const { container } = render(<DropZone title="Drop a CSV file here" accept=".csv" onFiles={onFiles} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute("accept", ".csv");
    const click = vi.spyOn(input, "click");
    screen.getByRole("button", { name: "Choose file" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(click).toHaveBeenCalledTimes(1);
    const file = csv();
    await userEvent.upload(input, file);
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(input.value).toBe("");
  });

  it("takes a dropped file, showing the drag-over state while files are over it", () => {
    const onFiles = vi.fn();
    const { container } = render(<DropZone title="Drop a CSV file here" onFiles={onFiles} />);
    const zone = container.querySelector<HTMLElement>("[data-slot=drop-zone]")!;
    const files = [csv(), csv("second.csv")];
    const dataTransfer = { files, types: ["Files"], dropEffect: "none" };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveAttribute("data-state", "drag-over");
    fireEvent.drop(zone, { dataTransfer });
    expect(onFiles).toHaveBeenCalledWith([files[0]]);
    expect(zone).toHaveAttribute("data-state", "idle");
  });

  it("takes every file when it allows several", () => {
    const onFiles = vi.fn();
    const { container } = render(<DropZone title="Drop files" isMultiple onFiles={onFiles} />);
    const files = [csv(), csv("second.csv")];
    fireEvent.drop(container.querySelector<HTMLElement>("[data-slot=drop-zone]")!, {
      dataTransfer: { files, types: ["Files"] },
    });
    expect(onFiles).toHaveBeenCalledWith(files);
  });

  it("ignores drags of anything but files, and everything while disabled", () => {
    const onFiles = vi.fn();
    const { container, rerender } = render(<DropZone title="Drop a CSV file here" onFiles={onFiles} />);
    const zone = container.querySelector<HTMLElement>("[data-slot=drop-zone]")!;
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ["text/plain"] } });
    expect(zone).toHaveAttribute("data-state", "idle");
    rerender(<DropZone title="Drop a CSV file here" isDisabled onFiles={onFiles} />);
    fireEvent.drop(zone, { dataTransfer: { files: [csv()], types: ["Files"] } });
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Choose file" })).toBeDisabled();
  });
});
