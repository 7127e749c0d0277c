import * as React from "react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ExternalLink, LogOut } from "lucide-react";
import { UserMenuButton, type UserMenuHandoff } from "./user-menu-button";

export type UserMenuProps = Omit<React.ComponentProps<"button">, "children"> & {
  /** The signed-in user's `given_name`; the avatar shows "U" without it. */
  givenName?: string | null;
  /** The identity provider's account settings page, opened in a new tab. */
  settingsUrl: string;
  /** Signs the user out (the app calls the identity provider). */
  onLogout: () => void;
  /** Menu alignment under the trigger. */
  align?: React.ComponentProps<typeof DropdownMenu.Content>["align"];
  /** Takes over from the UserMenuPlaceholder this menu replaces: its focus, and the menu if asked for. */
  takeOver?: UserMenuHandoff;
};

const itemClass =
  "flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground";

export function UserMenu({ givenName, settingsUrl, onLogout, align = "end", takeOver, ...props }: UserMenuProps) {
  const name = givenName?.trim() ?? "";
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = React.useState(false);
  React.useLayoutEffect(() => {
    if (!takeOver) return;
    const { hasFocus, wantsOpen } = takeOver.take();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the handoff is read in the commit that removes the placeholder: read while rendering, a press during a yielded render was lost (e2e)
    if (wantsOpen) return setIsOpen(true);
    // The focused placeholder is gone, so the focus is on the page: unless the user moved on.
    const active = document.activeElement;
    if (hasFocus && (!active || active === document.body)) triggerRef.current?.focus();
  }, [takeOver]);
  return (
    // Non-modal: a modal menu aria-hides the page while its trigger stays focusable (axe aria-hidden-focus).
    <DropdownMenu.Root modal={false} open={isOpen} onOpenChange={setIsOpen}>
      <DropdownMenu.Trigger asChild>
        <UserMenuButton ref={triggerRef} givenName={name} {...props} />
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
