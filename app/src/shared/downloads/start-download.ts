/**
 * Hands a URL to the browser's own download: a `download` link, clicked. The answer is an
 * attachment, so the page stays where it is; the browser shows the progress, can cancel, and
 * writes the file to disk as it arrives (no Blob in the page).
 */
export function startDownload(url: string, filename: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
