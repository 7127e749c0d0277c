/** `/parts/{partNumber}/{revision}` with both segments URL-encoded. */
export function partPath(partNumber: string, revision: string): string {
  return `/parts/${encodeURIComponent(partNumber)}/${encodeURIComponent(revision)}`;
}
