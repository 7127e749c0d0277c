import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/client";
import { useRecentRecords } from "../../shell/recent-records";
import { SignedInUserProvider } from "../../shell/signed-in-user";
import { RecordPrintLink } from "./record-print-link";
import { RecordLayout, RecordScreen, type RecordQuery } from "./record-screen";
import { RecordSection } from "./record-section";

type Thing = { Id: string; Name: string };
const thing: Thing = { Id: "T1", Name: "First thing" };

function query(state: Partial<RecordQuery<Thing>>): RecordQuery<Thing> {
  return { record: undefined, error: undefined, isLoading: false, reload: vi.fn(), ...state };
}

const frame = {
  notFound: {
    title: "No such thing",
    description: "There is no thing T1.",
    backTo: "/thing",
    backLabel: "Find a thing",
  },
  errorTitle: "Could not load this thing",
  visit: (record: Thing) => ({
    path: `/thing/${record.Id}`,
    label: `Thing ${record.Id}`,
    detail: record.Name,
    record: { Kind: "customer" as const, Key: record.Id },
  }),
  description: (record: Thing) => <span>{record.Name}</span>,
  actions: () => <button type="button">Ship</button>,
  print: (record: Thing) => <RecordPrintLink href={`/print/thing/${record.Id}`} label="Print thing" />,
};

function Recent() {
  return <output aria-label="Recent">{useRecentRecords().map((each) => each.label)}</output>;
}

function renderScreen(state: Partial<RecordQuery<Thing>>, wrap = (node: ReactNode) => node) {
  const q = query(state);
  render(
    <MemoryRouter>
      {wrap(
        <RecordScreen title="Thing T1" back={{ to: "/thing", label: "Things" }} query={q} {...frame}>
          {(record) => <p>Body of {record.Name}</p>}
        </RecordScreen>,
      )}
    </MemoryRouter>,
  );
  return q;
}

/** The header's controls in the order a keyboard meets them. */
const headerControls = () =>
  Array.from(
    screen.getByRole("heading", { level: 1 }).closest("div")!.parentElement!.querySelectorAll("a, button"),
  ).map((element) => element.textContent);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("RecordScreen", () => {
  it("shows the heading and the way back while the record loads, and nothing of the record", () => {
    renderScreen({ isLoading: true });
    expect(screen.getByRole("heading", { level: 1, name: "Thing T1" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(headerControls()).toEqual(["Things"]);
    expect(screen.queryByText("First thing")).not.toBeInTheDocument();
    expect(document.title).toContain("Thing T1");
  });

  it("says a record that does not exist is not there, with the way back to its list", () => {
    renderScreen({ error: new ApiError(404, "not_found", "Not found") });
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("No such thing")).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Find a thing" })).toHaveAttribute("href", "/thing");
    expect(headerControls()).toEqual(["Things"]);
  });

  it("says why a record could not be loaded and tries again on request", async () => {
    const q = renderScreen({ error: new ApiError(500, "internal", "The server failed.") });
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Could not load this thing")).toBeInTheDocument();
    expect(within(alert).getByText("The server failed.")).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(q.reload).toHaveBeenCalledOnce();
  });

  it("hides what belongs to a record kept from before when loading it again failed", () => {
    renderScreen({ record: thing, error: new ApiError(500, "internal", "The server failed.") });
    expect(screen.getByText("Could not load this thing")).toBeInTheDocument();
    expect(screen.queryByText("First thing")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ship" })).not.toBeInTheDocument();
  });

  it("shows the record: its description, then actions, the way back and its print, in that order", () => {
    renderScreen({ record: thing });
    expect(screen.getByText("Body of First thing")).toBeInTheDocument();
    expect(screen.getByText("First thing")).toBeInTheDocument();
    expect(headerControls()).toEqual(["Ship", "Things", "Print thing"]);
    const print = screen.getByRole("link", { name: "Print thing" });
    expect(print).toHaveAttribute("href", "/print/thing/T1");
    expect(print).toHaveAttribute("target", "_blank");
    expect(print).toHaveAttribute("rel", "noopener");
  });

  it("puts the record among the signed-in user's recent records", () => {
    renderScreen({ record: thing }, (node) => (
      <SignedInUserProvider userId="dana">
        {node}
        <Recent />
      </SignedInUserProvider>
    ));
    expect(screen.getByRole("status", { name: "Recent" })).toHaveTextContent("Thing T1");
  });
});

describe("RecordSection", () => {
  function renderSection(state: Partial<RecordQuery<Thing>>) {
    render(
      <MemoryRouter>
        <RecordSection query={query(state)} heading={(record) => `Thing ${record.Id}`} {...frame}>
          {(record) => <p>Body of {record.Name}</p>}
        </RecordSection>
      </MemoryRouter>,
    );
  }

  it("shows the states without a heading", () => {
    renderSection({ isLoading: true });
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });

  it("heads the record's section with the record, its description, actions and print", () => {
    renderSection({ record: thing });
    const section = screen.getByRole("region", { name: "Thing T1" });
    expect(within(section).getByRole("heading", { level: 2, name: "Thing T1" })).toBeInTheDocument();
    expect(within(section).getByText("First thing")).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole("button")
        .map((each) => each.textContent),
    ).toEqual(["Ship"]);
    expect(within(section).getByRole("link", { name: "Print thing" })).toHaveAttribute("target", "_blank");
    expect(within(section).getByText("Body of First thing")).toBeInTheDocument();
  });
});

describe("RecordLayout", () => {
  it("puts the top cards first, then the main column, then the labelled panels", () => {
    render(
      <RecordLayout top={<p>Lines</p>} main={<p>Form</p>} aside={<p>History</p>} asideLabel="Files and history" />,
    );
    const texts = Array.from(document.querySelectorAll("p")).map((each) => each.textContent);
    expect(texts).toEqual(["Lines", "Form", "History"]);
    expect(within(screen.getByRole("complementary", { name: "Files and history" })).getByText("History")).toBeVisible();
  });
});
