import { useEffect, useState } from "react";
import { Button } from "@shopdesk/design-system";

type Readiness = "checking" | "ready" | "unavailable";

/**
 * The walking skeleton's page: proves the built app, the design system's tokens and the
 * server's database check are wired together. The real shell replaces it.
 */
export function App() {
  const [readiness, setReadiness] = useState<Readiness>("checking");

  useEffect(() => {
    let isCurrent = true;
    fetch("/readyz")
      .then((response) => isCurrent && setReadiness(response.ok ? "ready" : "unavailable"))
      .catch(() => isCurrent && setReadiness("unavailable"));
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-start justify-center gap-4 p-8">
      <h1 className="text-2xl font-semibold">Shopdesk</h1>
      <p className="text-muted-foreground">
        Database: <span data-testid="readiness">{readiness}</span>
      </p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
