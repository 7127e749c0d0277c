import * as React from "react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, ExternalLink, LogOut } from "lucide-react";
import { cn } from "../lib/cn";

/** The avatar letter: the given name's first letter, uppercased; "U" when there is none. */
export function userInitial(givenName?: string | null): string {
  const first = givenName?.trim().charAt(0);
  return first ? first.toLocaleUpperCase("en-US") : "U";
}

export type UserMenuProps = Omit<React.ComponentProps<typeof DropdownMenu.Trigger>, "children" | "asChild"> & {
  /** The signed-in user's `given_name`; the avatar shows "U" without it. */
  givenName?: string | null;
  /** The identity provider's account settings page, opened in a new tab. */
  settingsUrl: string;
  /** Signs the user out (the app calls the identity provider). */
  onLogout: () => void;
  /** Menu alignment under the trigger. */
  align?: React.ComponentProps<typeof DropdownMenu.Content>["align"];
};

const itemClass =
  "flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground";

export function UserMenu({ givenName, settingsUrl, onLogout, align = "end", className, ...props }: UserMenuProps) {
  const name = givenName?.trim() ?? "";
  return (
    // Non-modal: a modal menu aria-hides the page while its trigger stays focusable (axe aria-hidden-focus).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-slot="user-menu-trigger"
        aria-label={name ? `Account menu for ${name}` : "Account menu"}
        className={cn(
          "inline-flex h-10 max-w-56 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-env-foreground outline-none hover:bg-env-foreground/10 focus-visible:ring-2 focus-visible:ring-env-foreground data-[state=open]:bg-env-foreground/15",
          className,
        )}
        {...props}
      >
        <span
          data-slot="user-menu-avatar"
          aria-hidden
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-env-foreground text-sm font-semibold text-env"
        >
          {userInitial(name)}
        </span>
        {name && (
          <span data-slot="user-menu-name" className="hidden truncate text-sm font-medium lg:inline">
            {name}
          </span>
        )}
        <ChevronDown aria-hidden className="size-4 shrink-0 opacity-80 md:max-lg:hidden" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-slot="user-menu-content"
          align={align}
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {name && (
            <DropdownMenu.Label className="truncate px-2 py-1.5 text-xs text-muted-foreground">
              Signed in as {name}
            </DropdownMenu.Label>
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <a data-slot="user-menu-settings" href={settingsUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden className="size-4 text-muted-foreground" />
              Settings
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item data-slot="user-menu-logout" onSelect={onLogout} className={itemClass}>
            <LogOut aria-hidden className="size-4 text-muted-foreground" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
