import { rmSync } from "node:fs";

export default function globalTeardown() {
  for (const dataDir of [
    process.env.E2E_DATA_DIR,
    process.env.E2E_LARGE_SHOP_DATA_DIR,
    process.env.E2E_REPLICAS_DATA_DIR,
  ]) {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
