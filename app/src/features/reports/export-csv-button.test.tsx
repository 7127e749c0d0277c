import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiClientProvider } from "../../api/api-context";
import { routeClient } from "../../api/client";
import { ExportCsvButton } from "./export-csv-button";

const link = {
  Url: "/api/downloads/abc",
  FileName: "open-orders-2026-11-21.csv",
  ExpiresAt: "2026-11-21T15:01:00.000Z",
};

describe("ExportCsvButton", () => {
  it("asks for a link with the screen's filters and sort (not its page) and hands it to the browser's download", async () => {
    const request = vi.fn(async () => link);
    const api = routeClient({ request, upload: vi.fn(), uploadAndStream: vi.fn() });
    const onDownload = vi.fn();
    render(
      <ApiClientProvider client={api}>
        <ExportCsvButton
          report="open-orders"
          query={{ customerId: "ACME", sort: "-DueDate", page: 3, pageSize: 25 }}
          onDownload={onDownload}
        />
      </ApiClientProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(onDownload).toHaveBeenCalledWith("/api/downloads/abc", "open-orders-2026-11-21.csv"));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]).toEqual([
      "POST",
      "/reports/open-orders.csv/link?customerId=ACME&sort=-DueDate",
      undefined,
      undefined,
    ]);
  });
});
