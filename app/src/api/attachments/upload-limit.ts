/**
 * Why the server would refuse `file` for its size (the same words as its 413, with the file's
 * name), or undefined: a file over the limit is refused before a byte of it is sent. The limit
 * is the server's (`useUploadLimit`, from /config.json); unknown, nothing is checked here.
 */
export function sizeRefusal(file: Pick<File, "name" | "size">, maxUploadMb: number | undefined): string | undefined {
  if (maxUploadMb === undefined || file.size <= maxUploadMb * 1024 * 1024) return undefined;
  return `${file.name} is larger than ${maxUploadMb} MB, the most this server takes.`;
}
