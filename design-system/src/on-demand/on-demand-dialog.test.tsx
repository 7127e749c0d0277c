import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onDemandDialog } from "./on-demand-dialog";

type Props = { isOpen: boolean; title?: string };

function Dialog({ isOpen, title = "New thing" }: Props) {
  return isOpen ? <div role="dialog" aria-label={title} /> : <p>closed</p>;
}

/** A download the test lets through (or fails) when it chooses. */
function controlledDownload() {
  const answers: { resolve: (component: typeof Dialog) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<typeof Dialog>((resolve, reject) => answers.push({ resolve, reject })));
  return { load, answers };
}

afterEach(cleanup);

describe("onDemandDialog", () => {
  it("downloads nothing and renders nothing until it is first opened", () => {
    const { load } = controlledDownload();
    const OnDemand = onDemandDialog(load, (props) => props.isOpen);
    const { container } = render(<OnDemand isOpen={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it("opens once its code has arrived, with the props it was given, and stays mounted when closed", async () => {
    const { load, answers } = controlledDownload();
    const OnDemand = onDemandDialog(load, (props) => props.isOpen);
    const { rerender } = render(<OnDemand isOpen={false} />);
    rerender(<OnDemand isOpen title="New customer" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();

    await act(async () => answers[0]!.resolve(Dialog));
    expect(screen.getByRole("dialog", { name: "New customer" })).toBeInTheDocument();

    rerender(<OnDemand isOpen={false} />);
    expect(screen.getByText("closed")).toBeInTheDocument();
  });

  it("preloads once: hovering the button again, then opening, asks for no second download", async () => {
    const { load, answers } = controlledDownload();
    const OnDemand = onDemandDialog(load, (props) => props.isOpen);
    OnDemand.preload();
    OnDemand.preload();
    await act(async () => answers[0]!.resolve(Dialog));
    render(<OnDemand isOpen />);
    expect(await screen.findByRole("dialog", { name: "New thing" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the download again after one failed", async () => {
    const { load, answers } = controlledDownload();
    const OnDemand = onDemandDialog(load, (props) => props.isOpen);
    OnDemand.preload();
    await act(async () => answers[0]!.reject(new Error("offline")));
    OnDemand.preload();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => answers[1]!.resolve(Dialog));
    render(<OnDemand isOpen />);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("without isOpen counts as open while rendered: a screen that mounts it only while open", async () => {
    const { load, answers } = controlledDownload();
    const OnDemand = onDemandDialog(load);
    render(<OnDemand isOpen title="Ship" />);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => answers[0]!.resolve(Dialog));
    expect(screen.getByRole("dialog", { name: "Ship" })).toBeInTheDocument();
  });
});
