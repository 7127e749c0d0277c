import { describe, expect, it } from "vitest";
import {
  DEFAULT_REPORT,
  hasReportFilters,
  parseReportName,
  parseReportParams,
  reportParamSpecs,
  type ReportParams,
  toReportQuery,
  writeReportParams,
} from "./report-params";

const parse = (query: string) => {
  const search = new URLSearchParams(query);
  return parseReportParams(search, reportParamSpecs[parseReportName(search)]);
};

describe("parseReportName", () => {
  it("reads the report the URL names, and falls back to the default", () => {
    expect(parseReportName(new URLSearchParams("report=shipments"))).toBe("shipments");
    expect(parseReportName(new URLSearchParams(""))).toBe(DEFAULT_REPORT);
    expect(parseReportName(new URLSearchParams("report=payroll"))).toBe(DEFAULT_REPORT);
  });
});

describe("parseReportParams", () => {
  it("opens a dashboard tile's Query as the API wrote it", () => {
    expect(parse("report=late-work-orders&dueFrom=2026-11-21&dueTo=2026-11-27")).toEqual({
      customerId: "",
      status: "",
      dueFrom: "2026-11-21",
      dueTo: "2026-11-27",
      sort: "DueDate",
      page: 1,
    });
    expect(parse("report=shipments&from=2026-11-01&to=2026-11-30")).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-30",
      sort: "ShipDate",
    });
  });

  it("reads every filter, sort and page of a report", () => {
    expect(parse("report=open-orders&customerId=ACME&late=true&sort=-OpenAmount&page=3")).toEqual({
      customerId: "ACME",
      dueFrom: "",
      dueTo: "",
      late: "true",
      sort: "-OpenAmount",
      page: 3,
    });
  });

  it("ignores dates, months, choices and sorts the report cannot use", () => {
    expect(parse("report=open-orders&dueFrom=11/21/2026&dueTo=2026-13-01&late=yes&sort=Amount")).toMatchObject({
      dueFrom: "",
      dueTo: "",
      late: "",
      sort: "DueDate",
    });
    expect(parse("report=sales-by-customer&from=2026-06&to=2026-06-30")).toMatchObject({ from: "2026-06", to: "" });
    expect(parse("report=late-work-orders&status=Closed")).toMatchObject({ status: "" });
    expect(parse("report=parts&active=maybe")).toMatchObject({ active: "all" });
  });

  it("takes only the sorts the report's route takes (late WOs do not sort by customer)", () => {
    expect(parse("report=late-work-orders&sort=-CustomerId")).toMatchObject({ sort: "DueDate" });
  });
});

describe("writeReportParams", () => {
  const spec = reportParamSpecs["open-orders"];

  it("keeps the report and leaves defaults out", () => {
    const written = writeReportParams(
      new URLSearchParams("report=open-orders&late=true&page=4"),
      { customerId: "", dueFrom: "", dueTo: "", late: "", sort: "DueDate", page: 1 } as unknown as ReportParams,
      spec,
    );
    expect(written.toString()).toBe("report=open-orders");
  });

  it("round-trips a report's state through the URL", () => {
    // ReportParams' index signature is for the filters' strings; page is the one number.
    const params = {
      customerId: "MÜLLER",
      dueFrom: "2026-01-01",
      dueTo: "2026-03-31",
      late: "true",
      sort: "-PONumber",
      page: 2,
    } as unknown as ReportParams;
    const search = writeReportParams(new URLSearchParams("report=open-orders"), params, spec);
    expect(parseReportParams(search, spec)).toEqual(params);
  });
});

describe("toReportQuery", () => {
  it("sends the non-empty filters by their API names, with sort, page and page size", () => {
    expect(
      toReportQuery(parse("report=open-orders&customerId=ACME&sort=-DueDate&page=2"), reportParamSpecs["open-orders"]),
    ).toEqual({
      customerId: "ACME",
      sort: "-DueDate",
      page: 2,
      pageSize: 25,
    });
    expect(toReportQuery(parse("report=parts"), reportParamSpecs.parts, 500)).toEqual({
      active: "all",
      sort: "PartNumber",
      page: 1,
      pageSize: 500,
    });
  });
});

describe("hasReportFilters", () => {
  it("is true only when a filter differs from its default", () => {
    expect(hasReportFilters(parse("report=parts&sort=-Description&page=2"), reportParamSpecs.parts)).toBe(false);
    expect(hasReportFilters(parse("report=parts&active=true"), reportParamSpecs.parts)).toBe(true);
  });
});
