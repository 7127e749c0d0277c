import { cn } from "../lib/cn";
import { appHeaderLinkVariants, type RenderLink } from "./app-header-link";
import { appHeaderNavItems, isCurrentPath } from "./nav-items";

type AppHeaderNavProps = {
  placement: "bar" | "panel";
  currentPath?: string;
  renderLink: RenderLink;
  onNavigate?: () => void;
};

export function AppHeaderNav({ placement, currentPath, renderLink, onNavigate }: AppHeaderNavProps) {
  return (
    <nav aria-label="Main" data-slot="app-header-nav" data-placement={placement}>
      <ul className={cn("flex", placement === "bar" ? "items-center gap-0.5" : "flex-col gap-1")}>
        {appHeaderNavItems.map(({ label, href }) => (
          <li key={href}>
            {renderLink({
              href,
              children: label,
              "data-slot": "app-header-link",
              className: appHeaderLinkVariants({ placement }),
              "aria-current": isCurrentPath(href, currentPath) ? "page" : undefined,
              onClick: onNavigate,
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
