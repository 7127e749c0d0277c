import { describe, expect, it } from "vitest";
import { describeUploadChanges } from "./announce";

const drawing = { id: "1", fileName: "BRK-100-B.pdf" };
const model = { id: "2", fileName: "BRK-100-B.step" };

describe("describeUploadChanges", () => {
  it("names one file that starts, counts several", () => {
    expect(describeUploadChanges([], [drawing])).toBe("Uploading BRK-100-B.pdf.");
    expect(describeUploadChanges([], [drawing, model])).toBe("Uploading 2 files.");
  });

  it("a failed file tried again starts again", () => {
    expect(describeUploadChanges([{ ...drawing, error: "Network error" }], [drawing])).toBe("Uploading BRK-100-B.pdf.");
  });

  it("says nothing while a file is only making progress", () => {
    expect(describeUploadChanges([drawing], [{ ...drawing }])).toBe("");
  });

  it("a file that leaves the list without an error was uploaded", () => {
    expect(describeUploadChanges([drawing, model], [model])).toBe("BRK-100-B.pdf uploaded.");
  });

  it("gives the server's reason once, when a file fails", () => {
    const failed = { ...drawing, error: "The file is over 100 MB." };
    expect(describeUploadChanges([drawing], [failed])).toBe("BRK-100-B.pdf was not uploaded: The file is over 100 MB.");
    expect(describeUploadChanges([failed], [failed])).toBe("");
  });

  it("a cancelled file is cancelled, not uploaded; a dismissed failure says nothing", () => {
    expect(describeUploadChanges([drawing], [], { "1": "cancelled" })).toBe("Upload of BRK-100-B.pdf cancelled.");
    expect(describeUploadChanges([{ ...drawing, error: "Network error" }], [], { "1": "dismissed" })).toBe("");
  });

  it("tells everything that happened at once", () => {
    expect(describeUploadChanges([drawing], [{ ...model, error: "The file is empty." }])).toBe(
      "BRK-100-B.step was not uploaded: The file is empty. BRK-100-B.pdf uploaded.",
    );
  });
});
