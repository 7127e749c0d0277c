import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "./app";

describe("App", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says the database is ready when /readyz answers 200", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 200 })));
    render(<App />);
    expect(screen.getByRole("heading", { name: "Shopdesk" })).toBeInTheDocument();
    expect(await screen.findByText("ready")).toBeInTheDocument();
  });

  it("says the database is unavailable when /readyz fails", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 503 })));
    render(<App />);
    expect(await screen.findByText("unavailable")).toBeInTheDocument();
  });
});
