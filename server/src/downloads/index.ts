// What other domains may use of downloads (docs/server.md, "Layers"): a domain mints a link
// for what its bearer route would answer; downloads/routes.ts serves it once.
export { downloadUrl, urlForLog } from "./paths.js";
export { createDownloadLink, type DownloadKind } from "./repository.js";
