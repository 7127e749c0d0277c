export { cn } from "./lib/cn";
export * from "./button";
