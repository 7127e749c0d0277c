import { createContext, useContext, type ReactNode } from "react";

/**
 * The signed-in user's subject, for what is kept per user on this browser (recent records,
 * remembered import mappings): two people sharing a shop-floor PC keep their own. Given once
 * by the shell, so screens need not ask okta-react for it.
 */
const SignedInUserContext = createContext<string | null>(null);

export function SignedInUserProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  return <SignedInUserContext.Provider value={userId}>{children}</SignedInUserContext.Provider>;
}

/** The signed-in user's subject, or null outside the shell (stories) or before sign-in. */
export const useSignedInUserId = () => useContext(SignedInUserContext);
