import { useState } from "react";
import { Button } from "@shopdesk/design-system";
import { BackupStatusSection } from "../../features/backups";
import { Page } from "../../shell/page";

function Explode(): never {
  throw new Error("Test error from the diagnostics page");
}

/**
 * Lets staff (and the end-to-end tests) check that an uncaught error reaches the fallback
 * screen and the server's error log, without waiting for a real bug; and shows when the last
 * backup was made.
 */
export default function DiagnosticsPage() {
  const [shouldThrow, setShouldThrow] = useState(false);
  return (
    <Page
      title="Diagnostics"
      description="Checks that error reporting works end to end, and when the last backup was made."
    >
      <Button variant="destructive" onClick={() => setShouldThrow(true)}>
        Throw a test error
      </Button>
      {shouldThrow && <Explode />}
      <div className="mt-6 max-w-2xl">
        <BackupStatusSection />
      </div>
    </Page>
  );
}
