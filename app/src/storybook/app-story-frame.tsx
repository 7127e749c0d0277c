import { useEffect, useState, type ReactNode } from "react";
import { Route, Routes, unstable_HistoryRouter as HistoryRouter, UNSAFE_createMemoryHistory } from "react-router-dom";
import { SWRConfig } from "swr";
import type { Decorator } from "@storybook/react-vite";
import { waitFor } from "storybook/test";
import { dismissToast, Toaster } from "@shopdesk/design-system";
import { ApiClientProvider } from "../api/api-context";
import { guardHistory, NavigationGuardProvider } from "../shared/forms/navigation-guard";
import { createStoryApi, type StoryRoute } from "./story-api";

/**
 * Story parameters the frame reads: `api` (the fake server's answers) and `route` (the URL the
 * story starts at and the route pattern that renders it, so `useParams` and links work).
 */
export type AppStoryParameters = {
  api?: StoryRoute[];
  route?: { path?: string; pattern?: string };
};

type FrameProps = AppStoryParameters & { children: ReactNode };

/** An app screen alone: a router on a guarded memory history (as in root.tsx), a fresh SWR cache, a fake API, toasts. */
export function AppStoryFrame({ api = [], route = {}, children }: FrameProps) {
  // Every record screen has an Attachments card: unless a story says otherwise, it has no files.
  const [client] = useState(() => createStoryApi([...api, { path: /\/attachments$/, respond: () => [] }]));
  // Toasts live in a module-level store: one story's must not show up in the next one's screenshot.
  useEffect(() => {
    dismissToast();
    return () => dismissToast();
  }, []);
  const [history] = useState(() => guardHistory(UNSAFE_createMemoryHistory({ initialEntries: [route.path ?? "/"], v5Compat: true })));
  return (
    <ApiClientProvider client={client}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0, revalidateOnFocus: false }}>
        <NavigationGuardProvider history={history}>
          <HistoryRouter history={history}>
            <Routes>
              {/* The Toaster sits inside the router, as in shell/signed-in.tsx: a toast's action may be a router link.
                  Toasts stay until dismissed: a story's screenshot then shows the toast its play caused
                  however long the machine took to get there, instead of sometimes after it closed. */}
              <Route
                path={route.pattern ?? "*"}
                element={
                  <>
                    {children}
                    <Toaster duration={Infinity} />
                  </>
                }
              />
              {/* Links leave the story: show where they lead instead of an error. */}
              <Route path="*" element={<p role="status">Navigated away</p>} />
            </Routes>
          </HistoryRouter>
        </NavigationGuardProvider>
      </SWRConfig>
    </ApiClientProvider>
  );
}

/** Decorator: renders the story inside `AppStoryFrame` with the story's `api` and `route` parameters. */
export const withAppFrame: Decorator = (Story, context) => {
  const { api, route } = context.parameters as AppStoryParameters;
  return (
    <AppStoryFrame api={api} route={route}>
      <Story />
    </AppStoryFrame>
  );
};

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
