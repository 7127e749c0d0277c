import * as React from "react";
import { flushSync } from "react-dom";
import { Menu, X } from "lucide-react";
import { SearchRevealContext, type SearchReveal } from "../command-search/search-reveal";
import { cn } from "../lib/cn";
import { environmentClass } from "../tokens";
import { defaultRenderLink, type RenderLink } from "./app-header-link";
import { AppHeaderNav } from "./app-header-nav";
import logoUrl from "./shopdesk-logo.svg";
import { useMediaQuery } from "./use-media-query";

export type AppHeaderProps = React.ComponentProps<"header"> & {
  /** Deployment environment; sets the header colour. Unknown or missing → development. */
  environmentName?: string | null;
  /** The current location's path, to mark the current menu entry with `aria-current="page"`. */
  currentPath?: string;
  /** Menu, search and user menu show only when signed in. */
  isSignedIn?: boolean;
  /** Renders nothing (the `showHeader=false` query parameter). */
  isHidden?: boolean;
  /** The search box, usually a `CommandSearch`; on small screens it moves into the menu panel. */
  search?: React.ReactNode;
  /** The alerts bell, usually an `AlertBell`; stays in the bar on small screens. */
  alerts?: React.ReactNode;
  /** The user menu, usually a `UserMenu`. */
  userMenu?: React.ReactNode;
  /** Renders the logo and menu links, e.g. with react-router's `Link`. Default: `<a href>`. */
  renderLink?: RenderLink;
  /** Logo image URL. Default: the Shopdesk logo shipped with the package. */
  logoSrc?: string;
};

export function AppHeader({
  environmentName,
  currentPath,
  isSignedIn = false,
  isHidden = false,
  search,
  alerts,
  userMenu,
  renderLink = defaultRenderLink,
  logoSrc = logoUrl,
  className,
  ...props
}: AppHeaderProps) {
  const isWide = useMediaQuery("(min-width: 48rem)");
  const [isMenuOpen, setIsMenuOpen] = React.useState(false);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const panelId = React.useId();
  const hasPanel = isSignedIn && !isWide;
  // On a phone the search box sits in the closed menu, where the keyboard shortcut cannot
  // focus it: the shortcut opens the menu first, at once, so the box can take the focus.
  const searchReveal = React.useMemo<SearchReveal | null>(
    () =>
      hasPanel
        ? {
            reveal: () => {
              if (isMenuOpen) return false;
              flushSync(() => setIsMenuOpen(true));
              return true;
            },
            hide: () => setIsMenuOpen(false),
            hideAfterPick: () => {
              setIsMenuOpen(false);
              toggleRef.current?.focus();
            },
          }
        : null,
    [hasPanel, isMenuOpen],
  );
  if (isHidden) return null;

  const env = environmentClass(environmentName);
  const closeMenu = () => setIsMenuOpen(false);

  return (
    <header
      data-slot="app-header"
      data-environment={env.slice("env-".length)}
      className={cn(env, "fixed inset-x-0 top-0 z-40 h-16 bg-env text-env-foreground shadow-md", className)}
      {...props}
    >
      <div className="flex h-full items-center gap-3 px-4">
        {renderLink({
          href: "/",
          "data-slot": "app-header-logo",
          className:
            "flex shrink-0 items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-env-foreground",
          children: (
            <>
              <img src={logoSrc} alt="Shopdesk" width={32} height={32} className="size-8" />
              <span aria-hidden className="text-lg font-semibold tracking-tight md:max-lg:hidden">
                Shopdesk
              </span>
            </>
          ),
        })}
        {isSignedIn && isWide && <AppHeaderNav placement="bar" currentPath={currentPath} renderLink={renderLink} />}
        <div className="ml-auto flex items-center gap-2">
          {isSignedIn && isWide && search}
          {isSignedIn && alerts}
          {isSignedIn && userMenu}
          {hasPanel && (
            <button
              ref={toggleRef}
              type="button"
              data-slot="app-header-toggle"
              data-state={isMenuOpen ? "open" : "closed"}
              aria-label="Menu"
              aria-expanded={isMenuOpen}
              aria-controls={panelId}
              onClick={() => setIsMenuOpen((open) => !open)}
              className="inline-flex size-10 items-center justify-center rounded-md outline-none hover:bg-env-foreground/10 focus-visible:ring-2 focus-visible:ring-env-foreground"
            >
              {isMenuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
            </button>
          )}
        </div>
      </div>
      {hasPanel && (
        <div
          id={panelId}
          data-slot="app-header-panel"
          data-state={isMenuOpen ? "open" : "closed"}
          hidden={!isMenuOpen}
          className="absolute inset-x-0 top-16 flex flex-col gap-4 border-t border-env-foreground/20 bg-env px-4 pt-3 pb-5 shadow-lg"
        >
          <AppHeaderNav placement="panel" currentPath={currentPath} renderLink={renderLink} onNavigate={closeMenu} />
          <SearchRevealContext.Provider value={searchReveal}>{search}</SearchRevealContext.Provider>
        </div>
      )}
    </header>
  );
}
