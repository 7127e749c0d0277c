// What other domains may use of attachments (docs/server.md, "Layers"): a WO's current drawing
// and a supplier's latest certificate in their answers; the download of an attachment's link.
export { currentDrawingJson, latestCertificateJson } from "./sql.js";
export { type AttachmentTarget, fileAnswer, sendAttachment } from "./routes.js";
