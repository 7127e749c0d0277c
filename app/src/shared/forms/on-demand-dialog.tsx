import { Suspense, useState, type ComponentType } from "react";
import { preloadable } from "../preloadable";

type DialogProps = { isOpen: boolean };

/** A dialog component made by `onDemandDialog`, with `preload` to start its download early. */
export type OnDemandDialog<P extends DialogProps> = ComponentType<P> & { preload: () => void };

/**
 * A dialog whose code downloads when it is first wanted: a "New …" dialog brings the form stack
 * (react-hook-form, zod and the contract's rules, ≈ 30 KB gzip) that its list screen does not
 * otherwise load (docs/performance.md, "Bundle"). `preload` starts the download on the button's
 * hover or focus, so a click finds it there. Once opened it stays mounted: it closes as before,
 * giving the focus back to its button.
 */
export function onDemandDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): OnDemandDialog<P> {
  const { preload, Lazy: Dialog } = preloadable(load);
  function Loaded(props: P) {
    const [hasOpened, setHasOpened] = useState(props.isOpen);
    if (props.isOpen && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(Loaded, { preload: () => void preload().catch(() => undefined) });
}
