export { ProgressBar, progressPercent, type ProgressBarProps } from "./progress-bar";
