import * as React from "react";
import { Slot } from "@radix-ui/react-slot";
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

export type CardTitleProps = React.ComponentProps<"h2"> & {
  /** Renders its child (e.g. an `h3` for a card inside a titled section) with the title's look. */
  asChild?: boolean;
};

/**
 * The card's heading: an `h2`, since a card is a section of a page under its `h1` (a skipped
 * level is what screen-reader users navigate by, and Lighthouse flags it).
 */
export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Heading = asChild ? Slot : "h2";
  return <Heading data-slot="card-title" className={cn("text-base font-semibold", className)} {...props} />;
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
