import { LoginCallback } from "@okta/okta-react";
import { Link } from "react-router-dom";
import { FullScreenSpinner } from "@shopdesk/design-system";

/** Shown when the provider's answer cannot complete the sign-in: the error as "name: message". */
function CallbackError({ error }: { error: Error }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-4 text-center">
      <h1 className="text-xl font-semibold">Sign-in failed</h1>
      <p role="alert" className="text-destructive">
        {error.name}: {error.message}
      </p>
      <Link to="/login" className="text-primary underline">
        Back to sign in
      </Link>
    </main>
  );
}

export function LoginCallbackPage() {
  return <LoginCallback errorComponent={CallbackError} loadingElement={<FullScreenSpinner />} />;
}
