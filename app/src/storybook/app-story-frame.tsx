import { useEffect, useState, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import type { Decorator } from "@storybook/react-vite";
import { waitFor } from "storybook/test";
import { dismissToast, Toaster } from "@shopdesk/design-system";
import { ApiClientProvider } from "../api/api-context";
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

/** An app screen alone: a data router (forms use `useBlocker`), a fresh SWR cache, a fake API, toasts. */
export function AppStoryFrame({ api = [], route = {}, children }: FrameProps) {
  const [client] = useState(() => createStoryApi(api));
  // Toasts live in a module-level store: one story's must not show up in the next one's screenshot.
  useEffect(() => {
    dismissToast();
    return () => dismissToast();
  }, []);
  const [router] = useState(() =>
    createMemoryRouter(
      [
        // The Toaster sits inside the router, as in shell/signed-in.tsx: a toast's action may be a router link.
        // Toasts stay until dismissed: a story's screenshot then shows the toast its play caused
        // however long the machine took to get there, instead of sometimes after it closed.
        {
          path: route.pattern ?? "*",
          element: (
            <>
              {children}
              <Toaster duration={Infinity} />
            </>
          ),
        },
        // Links leave the story: show where they lead instead of an error.
        { path: "*", element: <p role="status">Navigated away</p> },
      ],
      { initialEntries: [route.path ?? "/"] },
    ),
  );
  return (
    <ApiClientProvider client={client}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0, revalidateOnFocus: false }}>
        <RouterProvider router={router} />
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
