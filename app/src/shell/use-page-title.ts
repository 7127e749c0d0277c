import { useEffect } from "react";

/** Names the browser tab after the page, so history and tabs say where each one leads. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Shopdesk`;
  }, [title]);
}
