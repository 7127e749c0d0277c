import { Suspense, useCallback } from "react";
import { Link, Outlet, useLocation, useSearchParams } from "react-router-dom";
import { useOktaAuth } from "@okta/okta-react";
import { AppHeader, FullScreenSpinner, KeyboardShortcutsDialog, UserMenu, type RenderLink } from "@shopdesk/design-system";
import type { RuntimeConfig } from "../boot/runtime-config";
import { ScreenCommandsProvider } from "../shared/palette/screen-commands";
import { SignedInUserProvider } from "../shared/signed-in-user";
import { PaletteSearch } from "./palette-search";
import { usePalette } from "./use-palette";

const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

export type AppShellProps = { config: RuntimeConfig };

/** The signed-in frame: the header with menu, search and user menu above the current page. */
export default function AppShell({ config }: AppShellProps) {
  const { authState } = useOktaAuth();
  return (
    <SignedInUserProvider userId={authState?.idToken?.claims.sub ?? null}>
      <ScreenCommandsProvider>
        <ShellFrame config={config} />
      </ScreenCommandsProvider>
    </SignedInUserProvider>
  );
}

function ShellFrame({ config }: AppShellProps) {
  const { oktaAuth, authState } = useOktaAuth();
  const palette = usePalette();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const isHeaderHidden = searchParams.get("showHeader") === "false";
  const givenName = authState?.idToken?.claims.given_name;

  const handleLogout = useCallback(() => void oktaAuth.signOut(), [oktaAuth]);

  return (
    <>
      <AppHeader
        environmentName={config.environmentName}
        currentPath={pathname}
        isSignedIn={Boolean(authState?.isAuthenticated)}
        isHidden={isHeaderHidden}
        renderLink={renderRouterLink}
        search={<PaletteSearch palette={palette} />}
        userMenu={<UserMenu givenName={givenName} settingsUrl={config.settingsUrl} onLogout={handleLogout} />}
      />
      <KeyboardShortcutsDialog {...palette.shortcuts} />
      <div className={isHeaderHidden ? undefined : "pt-16"}>
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </>
  );
}
