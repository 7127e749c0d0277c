import * as React from "react";
import { cva } from "class-variance-authority";

/** What `renderLink` receives; spread it onto the router's link (`to={href}`). */
export type AppHeaderLinkProps = {
  href: string;
  className: string;
  children: React.ReactNode;
  "aria-current"?: "page";
  "data-slot": string;
  onClick?: () => void;
};

/** Renders a link; pass one that uses the app's router. Default: a plain `<a>`. */
export type RenderLink = (props: AppHeaderLinkProps) => React.ReactNode;

export const defaultRenderLink: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

// The current page is marked with a bar, not a lighter fill: a fill loses text contrast on the staging colour.
export const appHeaderLinkVariants = cva(
  "relative rounded-md text-sm font-medium text-env-foreground outline-none hover:bg-env-foreground/10 focus-visible:ring-2 focus-visible:ring-env-foreground aria-[current=page]:font-semibold",
  {
    variants: {
      placement: {
        bar: "px-2 py-2 after:absolute after:inset-x-2 after:-bottom-1 after:h-0.5 after:rounded-full aria-[current=page]:after:bg-env-foreground",
        panel:
          "block px-3 py-2.5 text-base before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-full aria-[current=page]:before:bg-env-foreground",
      },
    },
    defaultVariants: { placement: "bar" },
  },
);
