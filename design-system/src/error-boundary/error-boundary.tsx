import * as React from "react";
import { ErrorFallback } from "./error-fallback";

export type ErrorBoundaryProps = {
  children?: React.ReactNode;
  /** Called once per uncaught render error, e.g. to POST it to /api/logging/error. */
  onError?: (error: unknown, componentStack: string) => void;
  /** Passed to the default fallback's "Reload Page" button. */
  onReload?: () => void;
  /** Replaces the default `ErrorFallback`. */
  fallback?: React.ReactNode;
};

type ErrorBoundaryState = { hasError: boolean };

/** Shows the error fallback after an uncaught render error below it; only a reload resets it. */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    this.props.onError?.(error, info.componentStack ?? "");
  }

  override render(): React.ReactNode {
    if (!this.state.hasError) return this.props.children;
    return this.props.fallback ?? <ErrorFallback onReload={this.props.onReload} />;
  }
}
