import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/client";
import { formMessagesAfter } from "./server-errors";

describe("formMessagesAfter", () => {
  it("lists nothing when every server message stands beside its field", () => {
    const error = new ApiError(400, "bad_request", "Check the highlighted fields.", { Name: "Required" });
    expect(formMessagesAfter(error, [])).toEqual([]);
  });

  it("lists the messages that found no field, then the error's own", () => {
    const error = new ApiError(400, "bad_request", "Check the highlighted fields.", {
      Name: "Required",
      "Lines.3": "No such line",
    });
    expect(formMessagesAfter(error, ["Lines.3: No such line"])).toEqual([
      "Lines.3: No such line",
      "Check the highlighted fields.",
    ]);
  });

  it("says a failure without fields (the server down, a 500, a 409) above the buttons, not only in a toast a modal dialog makes inert", () => {
    expect(
      formMessagesAfter(new ApiError(500, "internal", "The server had a problem. Try again in a moment."), []),
    ).toEqual(["The server had a problem. Try again in a moment."]);
    expect(formMessagesAfter(new TypeError("Failed to fetch"), [])).toEqual(["Failed to fetch"]);
  });
});
