import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@shopdesk/design-system/styles.css";
import "./app.css";
import { createOktaAuth, isSignInAddress } from "./auth/okta";
import { loadRuntimeConfig } from "./boot/runtime-config";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);

try {
  const config = await loadRuntimeConfig();
  const oktaAuth = createOktaAuth(config);
  // Loaded at /login or its callback, the browser needs only the sign-in screen; everything
  // else starts the whole app (docs/performance.md, "Sign-in").
  if (isSignInAddress(window.location.pathname)) {
    const { SignInRoot } = await import("./sign-in-root");
    root.render(
      <StrictMode>
        <SignInRoot config={config} oktaAuth={oktaAuth} />
      </StrictMode>,
    );
  } else {
    const { Root } = await import("./root");
    root.render(
      <StrictMode>
        <Root config={config} oktaAuth={oktaAuth} />
      </StrictMode>,
    );
  }
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
