import { lazy, Suspense, useCallback, useEffect, type ReactNode } from "react";
import { Link, Outlet, useLocation, useSearchParams } from "react-router-dom";
import { useOktaAuth } from "@okta/okta-react";
import {
  AppHeader,
  CommandSearchPlaceholder,
  createSearchHandoff,
  createUserMenuHandoff,
  FullScreenSpinner,
  UserMenuPlaceholder,
  type RenderLink,
} from "@shopdesk/design-system";
import { LiveProvider } from "../api/live/live-context";
import type { RuntimeConfig } from "../boot/runtime-config";
import { ScreenCommandsProvider } from "./screen-commands";
import { SignedInUserProvider } from "./signed-in-user";
import { useShortcuts } from "./use-shortcuts";

// The header's controls download once the first screen is up, or as soon as the user reaches
// for them (docs/performance.md, "Bundle"), so the screen's own code goes first on a slow line.
// Meanwhile placeholders of the same look take the focus, typing and clicks, and hand them over.
let wantControls = () => {};
const controlsWanted = new Promise<void>((resolve) => (wantControls = resolve));
const PaletteSearch = lazy(() =>
  controlsWanted.then(() => import("./palette-search")).then((module) => ({ default: module.PaletteSearch })),
);
const AccountMenu = lazy(() =>
  controlsWanted.then(() => import("./account-menu")).then((module) => ({ default: module.AccountMenu })),
);
// The bell and its count come with the header's other controls, after the first paint.
const AlertsBell = lazy(() =>
  controlsWanted.then(() => import("./alerts-bell")).then((module) => ({ default: module.AlertsBell })),
);
// The palette's "Recent" follows the change feed once the screen is up (follow-recents.tsx).
const FollowRecents = lazy(() =>
  controlsWanted.then(() => import("./follow-recents")).then((module) => ({ default: module.FollowRecents })),
);
const ShortcutsDialog = lazy(() =>
  import("./shortcuts-dialog").then((module) => ({ default: module.ShortcutsDialog })),
);
const searchHandoff = createSearchHandoff();
const userMenuHandoff = createUserMenuHandoff();

const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

export type AppShellProps = { config: RuntimeConfig };

/** The signed-in frame: the header with menu, search and user menu above the current page. */
export default function AppShell({ config }: AppShellProps) {
  const { authState, oktaAuth } = useOktaAuth();
  const subject = authState?.idToken?.claims.sub ?? null;
  const getAccessToken = useCallback(() => oktaAuth.getAccessToken(), [oktaAuth]);
  return (
    <SignedInUserProvider userId={subject}>
      <LiveProvider selfSubject={subject} getAccessToken={getAccessToken}>
        <ScreenCommandsProvider>
          <ShellFrame config={config} />
        </ScreenCommandsProvider>
        <Suspense fallback={null}>
          <FollowRecents />
        </Suspense>
      </LiveProvider>
    </SignedInUserProvider>
  );
}

function ShellFrame({ config }: AppShellProps) {
  const { authState } = useOktaAuth();
  const shortcuts = useShortcuts();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const isHeaderHidden = searchParams.get("showHeader") === "false";
  const givenName = authState?.idToken?.claims.given_name;

  return (
    <>
      <AppHeader
        environmentName={config.environmentName}
        currentPath={pathname}
        isSignedIn={Boolean(authState?.isAuthenticated)}
        isHidden={isHeaderHidden}
        renderLink={renderRouterLink}
        search={
          <ReachedFor>
            <Suspense fallback={<CommandSearchPlaceholder handoff={searchHandoff} />}>
              <PaletteSearch takeOver={searchHandoff} />
            </Suspense>
          </ReachedFor>
        }
        alerts={
          // Its room is kept while it downloads with the other controls, so nothing beside it moves.
          <Suspense fallback={<span aria-hidden className="inline-block size-10" />}>
            <AlertsBell renderLink={renderRouterLink} />
          </Suspense>
        }
        userMenu={
          <ReachedFor>
            <Suspense fallback={<UserMenuPlaceholder givenName={givenName} handoff={userMenuHandoff} />}>
              <AccountMenu givenName={givenName} settingsUrl={config.settingsUrl} takeOver={userMenuHandoff} />
            </Suspense>
          </ReachedFor>
        }
      />
      {/* Downloaded on the first "?"; closing unmounts it, which gives the focus back. */}
      {shortcuts.isListOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog isOpen onOpenChange={shortcuts.setIsListOpen} />
        </Suspense>
      )}
      <div className={isHeaderHidden ? undefined : "pt-16"}>
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
          <ScreenShown />
        </Suspense>
      </div>
    </>
  );
}

/** Wants the header's controls once the screen beside it (in the same Suspense boundary) has downloaded and shown. */
function ScreenShown() {
  useEffect(() => wantControls(), []);
  return null;
}

/** A placeholder the user reaches for (focus, a shortcut, the pointer): its control is wanted now. */
function ReachedFor({ children }: { children: ReactNode }) {
  return (
    <div
      className="contents"
      onFocusCapture={() => wantControls()}
      onPointerEnter={() => wantControls()}
      onPointerDown={() => wantControls()}
    >
      {children}
    </div>
  );
}
