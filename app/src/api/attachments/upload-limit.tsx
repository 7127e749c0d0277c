import { createContext, useContext, type ReactNode } from "react";

// The server's MAX_UPLOAD_MB, as /config.json tells it (root.tsx provides it): the app never
// guesses the limit. Without a provider (a story) it is unknown, and only the server refuses.
const UploadLimitContext = createContext<number | undefined>(undefined);

/** Gives the uploads below it the largest file the server takes, in MB of 1,048,576 bytes. */
export function UploadLimitProvider({ maxUploadMb, children }: { maxUploadMb: number; children: ReactNode }) {
  return <UploadLimitContext.Provider value={maxUploadMb}>{children}</UploadLimitContext.Provider>;
}

/** The largest file the server takes, in MB of 1,048,576 bytes; undefined when not known. */
export const useUploadLimit = () => useContext(UploadLimitContext);

/**
 * Why the server would refuse `file` for its size (the same words as its 413, with the file's
 * name), or undefined: a file over the limit is refused before a byte of it is sent.
 */
export function sizeRefusal(file: Pick<File, "name" | "size">, maxUploadMb: number | undefined): string | undefined {
  if (maxUploadMb === undefined || file.size <= maxUploadMb * 1024 * 1024) return undefined;
  return `${file.name} is larger than ${maxUploadMb} MB, the most this server takes.`;
}
