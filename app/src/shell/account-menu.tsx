import { useCallback } from "react";
import { useOktaAuth } from "@okta/okta-react";
import { UserMenu, type UserMenuHandoff } from "@shopdesk/design-system";

export type AccountMenuProps = { givenName?: string; settingsUrl: string; takeOver: UserMenuHandoff };

/** The header's user menu: the identity provider's settings page, and sign-out. */
export function AccountMenu({ givenName, settingsUrl, takeOver }: AccountMenuProps) {
  const { oktaAuth } = useOktaAuth();
  const handleLogout = useCallback(() => void oktaAuth.signOut(), [oktaAuth]);
  return <UserMenu givenName={givenName} settingsUrl={settingsUrl} onLogout={handleLogout} takeOver={takeOver} />;
}
