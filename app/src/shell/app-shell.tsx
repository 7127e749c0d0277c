import { Suspense, useCallback } from "react";
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useOktaAuth } from "@okta/okta-react";
import {
  AppHeader,
  CommandSearch,
  FullScreenSpinner,
  KeyboardShortcutsDialog,
  UserMenu,
  type RenderLink,
  type SearchResultItem,
} from "@shopdesk/design-system";
import { useApi } from "../api/api-context";
import { searchOrders } from "../api/search/search-orders";
import type { RuntimeConfig } from "../boot/runtime-config";
import { RecentRecordsProvider } from "../shared/palette/recent-records";
import { ScreenCommandsProvider } from "../shared/palette/screen-commands";
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
    <RecentRecordsProvider userId={authState?.idToken?.claims.sub ?? null}>
      <ScreenCommandsProvider>
        <ShellFrame config={config} />
      </ScreenCommandsProvider>
    </RecentRecordsProvider>
  );
}

function ShellFrame({ config }: AppShellProps) {
  const { oktaAuth, authState } = useOktaAuth();
  const palette = usePalette();
  const api = useApi();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const isHeaderHidden = searchParams.get("showHeader") === "false";
  const givenName = authState?.idToken?.claims.given_name;

  const handleSearch = useCallback((text: string, signal?: AbortSignal) => searchOrders(api, text, signal), [api]);
  const handleSelect = useCallback((item: SearchResultItem) => void navigate(`/po/${item.POKey}`), [navigate]);
  const handleLogout = useCallback(() => void oktaAuth.signOut(), [oktaAuth]);

  return (
    <>
      <AppHeader
        environmentName={config.environmentName}
        currentPath={pathname}
        isSignedIn={Boolean(authState?.isAuthenticated)}
        isHidden={isHeaderHidden}
        renderLink={renderRouterLink}
        search={
          <CommandSearch
            onSearch={handleSearch}
            onSelect={handleSelect}
            commands={palette.commands}
            onSearchRecords={palette.onSearchRecords}
            onSubmitText={palette.onSubmitText}
          />
        }
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
