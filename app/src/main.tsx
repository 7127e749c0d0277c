import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@shopdesk/design-system/styles.css";
import { createOktaAuth } from "./auth/okta";
import { loadRuntimeConfig } from "./boot/runtime-config";
import { Root } from "./root";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);

try {
  const config = await loadRuntimeConfig();
  root.render(
    <StrictMode>
      <Root config={config} oktaAuth={createOktaAuth(config)} />
    </StrictMode>,
  );
} catch (error) {
  // Without its configuration the app cannot even offer sign-in; say so plainly.
  console.error(error);
  root.render(
    <main role="alert" className="p-8">
      <h1 className="text-xl font-semibold">Shopdesk could not start</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </main>,
  );
}
