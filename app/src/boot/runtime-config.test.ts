import { describe, expect, it } from "vitest";
import { parseRuntimeConfig } from "./runtime-config";

const served = {
  oidcBaseUrl: "http://localhost:3000",
  oidcIssuer: "http://localhost:3000/oauth2/default",
  oidcClientId: "shopdesk-spa",
  settingsUrl: "http://localhost:3000/oauth2/default/account",
  environmentName: "development",
  maxUploadMb: 250,
};

describe("parseRuntimeConfig", () => {
  it("takes what /config.json serves, the server's upload limit included", () => {
    expect(parseRuntimeConfig({ ...served, extra: "ignored" })).toEqual(served);
  });

  it("names what is missing or not usable", () => {
    const { maxUploadMb: _, ...withoutLimit } = served;
    expect(() => parseRuntimeConfig(withoutLimit)).toThrow("/config.json lacks maxUploadMb");
    expect(() => parseRuntimeConfig({ ...served, maxUploadMb: "100" })).toThrow("maxUploadMb");
    expect(() => parseRuntimeConfig({ ...served, environmentName: 1, maxUploadMb: 0 })).toThrow(
      "/config.json lacks environmentName, maxUploadMb",
    );
  });
});
