import * as React from "react";
import { preloadable } from "../on-demand/preloadable";
import type { ComboboxPopupProps } from "./combobox-popup";

// The popup (Radix Popover and cmdk, ~25 KB gzip) downloads apart from the box: a screen with a
// picker paints without it, and the header's search has usually brought its libraries already
// (docs/performance.md, "Bundle").
const popup = preloadable(() =>
  import("./combobox-popup").then((module) => module.ComboboxPopup as React.ComponentType<ComboboxPopupProps<unknown>>),
);

/** The Combobox's popup, downloaded on demand: render it inside a Suspense. */
export const LazyComboboxPopup = popup.Lazy;

/** Asks for the popup's code as soon as a combobox mounts, so the list is ready by the time the user has typed. */
export function usePreloadComboboxPopup() {
  React.useEffect(() => {
    // Offline: the box still takes typing; opening the list asks again.
    popup.preload().catch(() => undefined);
  }, []);
}
