import { useEffect, useState, type ComponentType } from "react";
import { preloadable } from "@shopdesk/design-system";

/** A page made by `lazyPage`: `preloads` is the page to download once this one is up. */
export type LazyPage = ComponentType<{ preloads?: LazyPage }> & { preload: () => Promise<unknown> };

/**
 * A route's page, downloaded when first shown, behind the shell's spinner. A list and its
 * record are two pages (docs/app.md, "Routes and loading"): each preloads the other once it is
 * up, so moving between them shows no spinner, and a page already downloaded renders at once.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  const page = preloadable(() => load().then((module) => module.default));
  function Page({ preloads }: { preloads?: LazyPage }) {
    useEffect(() => void preloads?.preload().catch(() => undefined), [preloads]);
    // Chosen once per visit: switching from Lazy to the loaded page would mount it anew.
    const [Component] = useState(() => page.loaded() ?? page.Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload: page.preload });
}
