/**
 * The file name a `Content-Disposition` header gives, or undefined. Prefers the RFC 6266
 * `filename*=UTF-8''…` form (percent-encoded, any language) over `filename="…"`, and drops any
 * directory part so a name can never point outside the downloads folder.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;]+)/i.exec(header)?.[1];
  const name = (extended ? decodeExtended(extended.trim()) : undefined) ?? plainFilename(header);
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}

/** `UTF-8''n%C3%BCller.csv` → `nüller.csv`; undefined for a charset or encoding it cannot read. */
function decodeExtended(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value.replace(/^"|"$/g, ""));
  if (!match) return undefined;
  const [, charset = "", encoded = ""] = match;
  if (!/^utf-8$/i.test(charset)) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/** `filename="a \"b\".csv"` (quoted, backslash escapes) or `filename=a.csv` (a token). */
function plainFilename(header: string): string | undefined {
  const match = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : match[2];
}
