import { describe, expect, it } from "vitest";
import { environmentClass, environments } from "./environment";

describe("environmentClass", () => {
  it.each(environments)("maps %s to its own class", (name) => {
    expect(environmentClass(name)).toBe(`env-${name}`);
  });

  it("ignores case and surrounding spaces", () => {
    expect(environmentClass(" Production ")).toBe("env-production");
    expect(environmentClass("STAGING")).toBe("env-staging");
  });

  it.each([undefined, null, "", "   ", "prod", "qa", "env-test"])("falls back to development for %j", (name) => {
    expect(environmentClass(name)).toBe("env-development");
  });
});
