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
 * downloaded. The placeholder reports; the menu reads it on its first render and spends it.
 */
export type UserMenuHandoff = {
  focused: () => void;
  /** The user left the button (not the swap, which removes it while focused). */
  left: () => void;
  /** A click toggles the request; ArrowDown only asks. */
  askedForMenu: (isToggle: boolean) => void;
  peek: () => UserMenuHandoffState;
  spend: () => void;
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
    peek: () => ({ hasFocus, wantsOpen }),
    spend: forget,
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

export type UserMenuPlaceholderProps = Pick<UserMenuButtonProps, "givenName" | "className"> & { handoff: UserMenuHandoff };

/**
 * The user menu's button while the menu's code (Radix's dropdown menu) downloads, so the header
 * is whole at first paint without it. A click, Enter, Space or ArrowDown asks for the menu,
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
      onClick={() => handoff.askedForMenu(true)}
      onKeyDown={(event) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        handoff.askedForMenu(false);
      }}
    />
  );
}
