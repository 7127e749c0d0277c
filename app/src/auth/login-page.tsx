import { useState, type ReactNode } from "react";
import { useOktaAuth } from "@okta/okta-react";
import { Button, Card, CardContent, CardDescription, CardHeader, FullScreenSpinner } from "@shopdesk/design-system";
import type { RuntimeConfig } from "../boot/runtime-config";

export type LoginPageProps = {
  config: RuntimeConfig;
  /** What a signed-in visitor sees instead: a redirect home. */
  signedIn: ReactNode;
};

/** The sign-in screen: one action that hands over to the identity provider. */
export function LoginPage({ config, signedIn }: LoginPageProps) {
  const { oktaAuth, authState } = useOktaAuth();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  if (!authState) return <FullScreenSpinner />;
  if (authState.isAuthenticated) return signedIn;

  const handleSignIn = async () => {
    setIsRedirecting(true);
    setError(null);
    try {
      await oktaAuth.signInWithRedirect({ originalUri: oktaAuth.getOriginalUri() ?? "/" });
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error(String(caught)));
      setIsRedirecting(false);
    }
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-xl font-semibold">Sign in to Shopdesk</h1>
          <CardDescription>
            You will sign in with your company account at {new URL(config.oidcIssuer).host}.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Button onClick={handleSignIn} isLoading={isRedirecting}>
            Sign in
          </Button>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error.name}: {error.message}
            </p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
