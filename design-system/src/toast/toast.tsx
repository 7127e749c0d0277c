import * as React from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva } from "class-variance-authority";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { cn } from "../lib/cn";
import { dismissToast, getToasts, subscribeToasts, type ToastVariant } from "./toast-store";

export const toastVariants = cva(
  "relative flex w-full items-start gap-3 rounded-lg border border-l-4 bg-popover p-4 pr-10 text-popover-foreground shadow-lg",
  {
    variants: {
      variant: {
        default: "border-l-primary",
        success: "border-l-success",
        error: "border-l-destructive",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

const icons: Record<ToastVariant, React.ReactNode> = {
  default: null,
  success: <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />,
  error: <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />,
};

export type ToasterProps = Omit<React.ComponentProps<typeof ToastPrimitive.Viewport>, "children"> & {
  /** Default time before a toast closes itself, in milliseconds. */
  duration?: number;
};

/**
 * Mount once near the root; shows what `toast()` sends, bottom-right (full width on small
 * screens). Announced politely by screen readers; F8 moves focus to the toasts.
 */
export function Toaster({ duration = 5000, className, ...props }: ToasterProps) {
  const toasts = React.useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <ToastPrimitive.Provider duration={duration} label="Notification">
      {toasts.map(({ id, title, description, variant = "default", duration: itemDuration, action, actionAltText }) => (
        <ToastPrimitive.Root
          key={id}
          type="background"
          duration={itemDuration}
          data-slot="toast"
          data-variant={variant}
          className={toastVariants({ variant })}
          onOpenChange={(open) => !open && dismissToast(id)}
        >
          {icons[variant]}
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </ToastPrimitive.Description>
            )}
            {action && (
              <ToastPrimitive.Action
                asChild
                altText={actionAltText ?? title}
                className="w-fit text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
              >
                {action}
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss"
            className="absolute top-3 right-3 rounded-sm p-1 text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        data-slot="toaster"
        className={cn(
          "fixed right-0 bottom-0 z-100 flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:max-w-sm",
          className,
        )}
        {...props}
      />
    </ToastPrimitive.Provider>
  );
}
