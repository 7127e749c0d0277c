export { ErrorBoundary, type ErrorBoundaryProps } from "./error-boundary";
export { ErrorFallback, type ErrorFallbackProps } from "./error-fallback";
