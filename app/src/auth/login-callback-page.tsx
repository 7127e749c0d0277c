import { useEffect, useState } from "react";
import { useOktaAuth } from "@okta/okta-react";
import { FullScreenSpinner } from "@shopdesk/design-system";

/** Shown when the provider's answer cannot complete the sign-in: the error as "name: message". */
function CallbackError({ error }: { error: Error }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-4 text-center">
      <h1 className="text-xl font-semibold">Sign-in failed</h1>
      <p role="alert" className="text-destructive">
        {error.name}: {error.message}
      </p>
      {/* A page load, not a router link: the callback also runs without the router (sign-in-root.tsx). */}
      <a href="/login" className="text-primary underline">
        Back to sign in
      </a>
    </main>
  );
}

// A code can be exchanged once: one exchange per callback address, however often the page
// mounts (React's StrictMode mounts it twice in development).
const exchanges = new Map<string, Promise<void>>();

/**
 * `/login/callback`: exchanges the provider's code for tokens (`handleLoginRedirect`, which
 * stores them and calls okta-react's `restoreOriginalUri`), or shows why it could not.
 * okta-react's own `LoginCallback` asks the full client's `idx` module whether an interaction
 * is required; this app signs in by redirect only, so it runs on okta-auth-js's core build.
 */
export function LoginCallbackPage() {
  const { oktaAuth, authState } = useOktaAuth();
  const [error, setError] = useState<Error | null>(null);

  useEffect(() => {
    const address = window.location.href;
    let exchange = exchanges.get(address);
    if (!exchange) {
      exchange = oktaAuth.handleLoginRedirect();
      exchanges.set(address, exchange);
    }
    exchange.catch((reason: unknown) => setError(reason instanceof Error ? reason : new Error(String(reason))));
  }, [oktaAuth]);

  const shown = error ?? authState?.error;
  return shown ? <CallbackError error={shown} /> : <FullScreenSpinner />;
}
