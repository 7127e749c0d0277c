import type { RuntimeConfig } from "@shopdesk/contract";

/** What `/config.json` tells the browser (the contract's RuntimeConfig), so one build serves every environment. */
export type { RuntimeConfig };

const KEYS = ["oidcBaseUrl", "oidcIssuer", "oidcClientId", "settingsUrl", "environmentName"] as const;

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const record = (value ?? {}) as Record<string, unknown>;
  const missing: string[] = KEYS.filter((key) => typeof record[key] !== "string");
  const { maxUploadMb } = record;
  if (typeof maxUploadMb !== "number" || !(maxUploadMb > 0)) missing.push("maxUploadMb");
  if (missing.length > 0) throw new Error(`/config.json lacks ${missing.join(", ")}`);
  return {
    ...(Object.fromEntries(KEYS.map((key) => [key, record[key]])) as Omit<RuntimeConfig, "maxUploadMb">),
    maxUploadMb: maxUploadMb as number,
  };
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl("/config.json", { cache: "no-store" });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
