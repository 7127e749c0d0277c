import * as React from "react";
import { preloadable } from "./preloadable";

/** A dialog component made by `onDemandDialog`, with `preload` to start its download early. */
export type OnDemandDialog<P extends object> = React.ComponentType<P> & { preload: () => void };

/**
 * A dialog whose code downloads when it is first wanted: a "New …" dialog brings the form code
 * that its list screen does not otherwise load, and every dialog its own code, which a screen
 * showing no dialog has no use for (docs/performance.md, "Bundle"). `preload` starts the download on the button's hover or
 * focus, so a click finds it there.
 *
 * `isOpen` reads from the props whether the dialog is open. Without it the dialog counts as open
 * whenever it is rendered: a screen that mounts it only while open. Once opened it stays
 * mounted: it closes as before, giving the focus back to its button.
 */
export function onDemandDialog<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  isOpen: (props: P) => boolean = () => true,
): OnDemandDialog<P> {
  const { preload, Lazy: Dialog } = preloadable(load);
  function Loaded(props: P) {
    const [hasOpened, setHasOpened] = React.useState(() => isOpen(props));
    if (!hasOpened && isOpen(props)) setHasOpened(true);
    if (!hasOpened) return null;
    return (
      <React.Suspense fallback={null}>
        <Dialog {...props} />
      </React.Suspense>
    );
  }
  return Object.assign(Loaded, { preload: () => void preload().catch(() => undefined) });
}
