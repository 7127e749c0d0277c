import { useEffect, useState, type ReactNode } from "react";
import {
  Route,
  Routes,
  unstable_HistoryRouter as HistoryRouter,
  UNSAFE_createMemoryHistory,
  useLocation,
} from "react-router-dom";
import { SWRConfig } from "swr";
import type { Decorator } from "@storybook/react-vite";
import { waitFor } from "storybook/test";
import { dismissToast, Toaster } from "@shopdesk/design-system";
import { ApiClientProvider } from "../api/api-context";
import { LiveProvider } from "../api/live/live-context";
import type { LiveHub } from "../api/live/live-hub";
import { guardHistory, NavigationGuardProvider } from "../shared/forms/navigation-guard";
import { SignedInUserProvider } from "../shell/signed-in-user";
import { ScreenCommandsProvider } from "../shell/screen-commands";
import { PaletteSearch } from "../shell/palette-search";
import { createStoryApi, type StoryRoute } from "./story-api";

/**
 * Story parameters the frame reads: `api` (the fake server's answers), `route` (the URL the
 * story starts at and the route pattern that renders it, so `useParams` and links work), and
 * `hasPalette` (the header's command palette above the screen, with the screen's own commands).
 */
export type AppStoryParameters = {
  api?: StoryRoute[];
  route?: { path?: string; pattern?: string };
  hasPalette?: boolean;
  /** The server's MAX_UPLOAD_MB as /config.json says it; unset, uploads are not checked before they are sent. */
  maxUploadMb?: number;
  /** The live state the screen reads (who else is here, changes), filled by the story; none by default. */
  live?: LiveHub;
};

type FrameProps = AppStoryParameters & { children: ReactNode };

/** The shell's palette (as app-shell.tsx has it) in a bar of its own; its searches find nothing unless the story's api says otherwise. */
function StoryPalette() {
  return (
    <header className="flex justify-end border-b bg-muted px-4 py-3">
      <PaletteSearch />
    </header>
  );
}

/** An app screen alone: a router on a guarded memory history (as in root.tsx), a fresh SWR cache, a fake API, toasts. */
export function AppStoryFrame({ api = [], route = {}, hasPalette = false, maxUploadMb, live, children }: FrameProps) {
  // Every record screen has an Attachments card: unless a story says otherwise, it has no files.
  const [client] = useState(() =>
    createStoryApi([
      ...api,
      { path: /\/attachments$/, respond: () => [] },
      ...(hasPalette ? [{ path: /^\/search(\/[a-z-]+)?$/, respond: () => [] }] : []),
    ]),
  );
  // Toasts live in a module-level store: one story's must not show up in the next one's screenshot.
  useEffect(() => {
    dismissToast();
    return () => dismissToast();
  }, []);
  const [history] = useState(() =>
    guardHistory(UNSAFE_createMemoryHistory({ initialEntries: [route.path ?? "/"], v5Compat: true })),
  );
  return (
    <ApiClientProvider client={client} maxUploadMb={maxUploadMb}>
      <SWRConfig
        value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0, revalidateOnFocus: false }}
      >
        <NavigationGuardProvider history={history}>
          <HistoryRouter history={history}>
            <Routes>
              {/* The Toaster sits inside the router, as in shell/signed-in.tsx: a toast's action may be a router link.
                  Toasts stay until dismissed: a story's screenshot then shows the toast its play caused
                  however long the machine took to get there, instead of sometimes after it closed. */}
              <Route
                path={route.pattern ?? "*"}
                element={
                  <SignedInUserProvider userId={null}>
                    <ScreenCommandsProvider>
                      {hasPalette && <StoryPalette />}
                      <LiveProvider selfSubject="dana" hub={live}>
                        {children}
                      </LiveProvider>
                      <Toaster duration={Infinity} />
                    </ScreenCommandsProvider>
                  </SignedInUserProvider>
                }
              />
              {/* Links leave the story: show where they lead instead of an error. */}
              <Route path="*" element={<NavigatedAway />} />
            </Routes>
          </HistoryRouter>
        </NavigationGuardProvider>
      </SWRConfig>
    </ApiClientProvider>
  );
}

/** Where a link or a save led, out of the story's route (`data-path` for the play function to check). */
function NavigatedAway() {
  const { pathname, search } = useLocation();
  return (
    <p role="status" data-path={`${pathname}${search}`}>
      Navigated away
    </p>
  );
}

/** Decorator: renders the story inside `AppStoryFrame` with the story's `api` and `route` parameters. */
export const withAppFrame: Decorator = (Story, context) => {
  const { api, route, hasPalette, maxUploadMb, live } = context.parameters as AppStoryParameters;
  return (
    <AppStoryFrame api={api} route={route} hasPalette={hasPalette} maxUploadMb={maxUploadMb} live={live}>
      <Story />
    </AppStoryFrame>
  );
};

/**
 * What every story of an app screen sets in its meta: the frame (`withAppFrame`) with the
 * screen's fake `api` and `route`, full-screen, on a desktop; a print on US Letter, its
 * screenshot taken as printed.
 */
export function appScreenStory(parameters: AppStoryParameters, { isPrint = false }: { isPrint?: boolean } = {}) {
  return {
    decorators: [withAppFrame],
    parameters: { layout: "fullscreen", ...parameters, ...(isPrint && { screenshot: { print: true } }) },
    globals: { viewport: { value: isPrint ? "letter" : "desktop", isRotated: false } },
  };
}

/**
 * Waits for the toast whose text includes `title`. Found by the toast itself: Radix also
 * announces it through a hidden copy that lasts a second, which a text query would find twice.
 */
export function findToast(canvasElement: HTMLElement, title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toasts = canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-slot="toast"]');
    const found = Array.from(toasts).find((toast) => toast.textContent?.includes(title));
    if (!found) throw new Error(`No toast says "${title}"`);
    return found;
  });
}
