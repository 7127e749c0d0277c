import { FileDown, LoaderCircle } from "lucide-react";
import { Button, toast, type ButtonProps } from "@shopdesk/design-system";
import type { DownloadLink } from "../../api/reports/types";
import { startDownload } from "./start-download";

export type DownloadButtonProps = Omit<ButtonProps, "onClick" | "isLoading"> & {
  /** Asks the API for a single-use link (with the bearer token, which stays out of the URL). */
  createLink: () => Promise<DownloadLink>;
  /** The link is being asked for: the button's spinner (the mutation's `isMutating`). */
  isPending: boolean;
  /** The toast once the download starts, e.g. "Exported customers.csv". */
  doneTitle: (fileName: string) => string;
  /** The toast's title when no link came, over the reason: "Export failed". */
  failedTitle: string;
  /** Hands the link to the browser's own download; a `download` link's click by default. */
  onDownload?: (url: string, filename: string) => void;
};

/**
 * A button that downloads a file the API makes (a CSV export, an import template): it asks for
 * a single-use link, then lets the browser download it (its own progress and cancel; the file
 * streams to disk, named as the server says), and says so in a toast, or why not.
 */
export function DownloadButton({
  createLink,
  isPending,
  doneTitle,
  failedTitle,
  onDownload = startDownload,
  variant = "outline",
  children,
  ...props
}: DownloadButtonProps) {
  async function handleClick() {
    if (isPending) return;
    try {
      const link = await createLink();
      onDownload(link.Url, link.FileName);
      toast({ title: doneTitle(link.FileName), variant: "success" });
    } catch (error) {
      toast({
        title: failedTitle,
        description: error instanceof Error ? error.message : String(error),
        variant: "error",
      });
    }
  }

  // Busy, not disabled, while the link is asked for: a disabled button drops the focus to the
  // page, and a keyboard user who pressed Enter would lose their place.
  return (
    <Button variant={variant} aria-busy={isPending || undefined} onClick={() => void handleClick()} {...props}>
      {isPending ? (
        <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
      ) : (
        <FileDown className="size-4" aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}
