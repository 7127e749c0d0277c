export { FullScreenSpinner, type FullScreenSpinnerProps } from "./full-screen-spinner";
