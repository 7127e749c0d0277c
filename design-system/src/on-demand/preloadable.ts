import { lazy, type ComponentType } from "react";

/**
 * A component downloaded on demand, once: `preload` starts the download early (a button's
 * hover, the page a user will want next), `Lazy` is React's lazy component over the same
 * download, and `loaded()` the component once it has arrived, to render without a Suspense
 * pass. A failed download is tried again on the next call.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return { preload, Lazy: lazy(preload), loaded: () => loaded };
}
