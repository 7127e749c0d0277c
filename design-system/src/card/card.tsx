import * as React from "react";
import { cn } from "../lib/cn";

export type CardProps = React.ComponentProps<"div">;

/** A bordered panel grouping one record or one topic. */
export function Card({ className, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      className={cn("flex flex-col gap-4 rounded-lg border bg-card py-5 text-card-foreground shadow-sm", className)}
      {...props}
    />
  );
}

/** Title, description and (optionally) actions at the top of a Card. */
export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("grid gap-1 px-5", className)} {...props} />;
}

export type CardTitleProps = React.ComponentProps<"h3">;

/** The card's heading, an `h3`. */
export function CardTitle({ className, children, ...props }: CardTitleProps) {
  return (
    <h3 data-slot="card-title" className={cn("text-base font-semibold", className)} {...props}>
      {children}
    </h3>
  );
}

/** A line of muted text under the title. */
export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/** The card's body. */
export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-5 text-sm", className)} {...props} />;
}

/** Actions at the bottom of a card, right-aligned. */
export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("flex flex-wrap items-center justify-end gap-2 border-t px-5 pt-4", className)}
      {...props}
    />
  );
}
