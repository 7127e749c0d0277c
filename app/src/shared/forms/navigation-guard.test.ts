import { UNSAFE_createMemoryHistory, type Location } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { guardHistory } from "./navigation-guard";

/** A guarded memory history at `/customer/ACME`, with `/` behind it, and what the router heard. */
function setUp() {
  const history = guardHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ["/", "/customer/ACME"], initialIndex: 1, v5Compat: true }),
  );
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
  return { history, heard };
}
const leavesTheRecord = (current: Location, next: Location) => current.pathname !== next.pathname;

describe("guardHistory", () => {
  it("lets every navigation through while nothing blocks", () => {
    const { history, heard } = setUp();
    history.push("/part");
    history.replace("/supplier");
    expect(heard).toEqual(["PUSH /part", "REPLACE /supplier"]);
    expect(history.held()).toBeNull();
  });

  it("holds a link until the user leaves, then goes where it was going", () => {
    const { history, heard } = setUp();
    history.block(leavesTheRecord);
    history.push("/part?partNumber=P-1");
    expect(heard).toEqual([]);
    expect(history.location.pathname).toBe("/customer/ACME");
    expect(history.held()?.next).toMatchObject({ pathname: "/part", search: "?partNumber=P-1" });

    history.proceed();
    expect(heard).toEqual(["PUSH /part"]);
    expect(history.held()).toBeNull();
  });

  it("drops a held navigation when the user stays", () => {
    const { history, heard } = setUp();
    history.block(leavesTheRecord);
    history.push("/part");
    history.reset();
    expect(heard).toEqual([]);
    expect(history.location.pathname).toBe("/customer/ACME");
  });

  it("steps the back button back at once, and replays it on leaving", () => {
    const { history, heard } = setUp();
    history.block(leavesTheRecord);
    history.go(-1);
    expect(history.location.pathname).toBe("/customer/ACME");
    expect(heard).toEqual([]);
    expect(history.held()?.next.pathname).toBe("/");

    history.block(() => false); // the form allows it, as "Leave and discard" does
    history.proceed();
    expect(history.location.pathname).toBe("/");
    expect(heard).toEqual(["POP /"]);
  });

  it("asks once: a second click while asking waits for the same answer", () => {
    const { history, heard } = setUp();
    history.block(leavesTheRecord);
    history.push("/part");
    history.push("/supplier");
    expect(history.held()?.next.pathname).toBe("/part");
    history.proceed();
    expect(heard).toEqual(["PUSH /part"]);
  });

  it("lets navigations within the record through, and tells subscribers of every change", () => {
    const { history, heard } = setUp();
    const onChange = vi.fn();
    history.subscribe(onChange);
    const unblock = history.block(leavesTheRecord);
    history.push("/customer/ACME#notes");
    expect(heard).toEqual(["PUSH /customer/ACME"]);
    history.push("/part");
    history.reset();
    expect(onChange).toHaveBeenCalledTimes(2);
    unblock();
    history.push("/part");
    expect(heard).toEqual(["PUSH /customer/ACME", "PUSH /part"]);
  });
});
