import { describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { formRules } from "./form-rules";

const schema = z.object({ Name: z.string().check(z.minLength(1, "Enter a name.")) });
const offline = () => new TypeError("Failed to fetch dynamically imported module");

describe("formRules", () => {
  it("downloads the rules once, and again after a download that failed", async () => {
    const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(offline()).mockResolvedValue(schema);
    const rules = formRules(load);
    await expect(rules.check({ Name: "" })).rejects.toThrow("Failed to fetch");
    await expect(rules.check({ Name: "" })).resolves.toEqual({ errors: { Name: "Enter a name." } });
    await expect(rules.check({ Name: "Acme" })).resolves.toEqual({ values: { Name: "Acme" } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("starts the download at the first edit; when that fails, the next check downloads again", async () => {
    const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(offline()).mockResolvedValue(schema);
    const rules = formRules(load);
    rules.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(rules.check({ Name: "" })).resolves.toEqual({ errors: { Name: "Enter a name." } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
