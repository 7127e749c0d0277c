import * as React from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "../lib/cn";

/** The avatar letter: the given name's first letter, uppercased; "U" when there is none. */
export function userInitial(givenName?: string | null): string {
  const first = givenName?.trim().charAt(0);
  return first ? first.toLocaleUpperCase("en-US") : "U";
}

/** What the user did with the placeholder: the button has the focus; the menu was asked for. */
export type UserMenuHandoffState = { hasFocus: boolean; wantsOpen: boolean };

/**
 * What the placeholder passes to the UserMenu that replaces it once the menu's code has
 * downloaded. The placeholder reports; the menu takes it in the commit that removes the
 * placeholder (not while rendering, which a press may interrupt).
 */
export type UserMenuHandoff = {
  focused: () => void;
  /** The user left the button (not the swap, which removes it while focused). */
  left: () => void;
  /** A press, Enter or Space toggles the request; ArrowDown only asks. */
  askedForMenu: (isToggle: boolean) => void;
  /** What the user did, then nothing: a later menu takes nothing. */
  take: () => UserMenuHandoffState;
};

export function createUserMenuHandoff(): UserMenuHandoff {
  let hasFocus = false;
  let wantsOpen = false;
  const forget = () => {
    hasFocus = wantsOpen = false;
  };
  return {
    focused: () => {
      hasFocus = true;
    },
    left: forget,
    askedForMenu: (isToggle) => {
      wantsOpen = isToggle ? !wantsOpen : true;
    },
    take: () => {
      const taken = { hasFocus, wantsOpen };
      forget();
      return taken;
    },
  };
}

export type UserMenuButtonProps = React.ComponentProps<"button"> & { givenName?: string | null };

/** The menu's button: the avatar letter, the name on wide screens, a chevron. */
export function UserMenuButton({ givenName, className, ...props }: UserMenuButtonProps) {
  const name = givenName?.trim() ?? "";
  return (
    <button
      type="button"
      data-slot="user-menu-trigger"
      aria-label={name ? `Account menu for ${name}` : "Account menu"}
      aria-haspopup="menu"
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
    </button>
  );
}

export type UserMenuPlaceholderProps = Pick<UserMenuButtonProps, "givenName" | "className"> & {
  handoff: UserMenuHandoff;
};

/**
 * The user menu's button while the menu's code (Radix's dropdown menu) downloads, so the header
 * is whole at first paint without it. A press, Enter, Space or ArrowDown asks for the menu,
 * which opens as soon as it arrives; the focus stays on the button through the swap.
 */
export function UserMenuPlaceholder({ handoff, ...props }: UserMenuPlaceholderProps) {
  const handleBlur = (event: React.FocusEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    // Leaving the button, not being replaced by the menu (which removes it while focused).
    queueMicrotask(() => {
      if (button.isConnected) handoff.left();
    });
  };
  return (
    <UserMenuButton
      {...props}
      data-state="closed"
      aria-expanded={false}
      onFocus={handoff.focused}
      onBlur={handleBlur}
      // As Radix's trigger does: a press (not the click after it, which may land on the menu's
      // own button if it arrived in between), Enter or Space toggles; ArrowDown opens.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) handoff.askedForMenu(true);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") handoff.askedForMenu(true);
        else if (event.key === "ArrowDown") handoff.askedForMenu(false);
        else return;
        event.preventDefault();
      }}
    />
  );
}
