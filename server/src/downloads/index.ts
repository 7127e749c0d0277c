// What other domains may use of downloads (docs/server.md, "Layers"): a domain mints a link
// for what its bearer route would answer; link-downloads/routes.ts takes it and serves it once.
export { downloadUrl, urlForLog } from "./paths.js";
export { createDownloadLink, type DownloadKind, takeDownloadLink } from "./repository.js";
