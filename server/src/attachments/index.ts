// What other domains may use of attachments (docs/server.md, "Layers"): the download of an
// attachment's link. (A WO's current drawing and a supplier's latest certificate are read by
// those domains themselves: attachments find their records through their index.ts.)
export { type AttachmentTarget, sendAttachment } from "./link-routes.js";
