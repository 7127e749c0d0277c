export { BackgroundJobs } from "./jobs.js";
