import { createHash, timingSafeEqual } from "node:crypto";

/** A demo staff member of the built-in development sign-in. */
export interface DemoAccount {
  username: string;
  password: string;
  name: string;
  /** Left out on purpose for one account, so the app's "U" fallback for the initial shows. */
  givenName?: string;
  familyName?: string;
  email: string;
}

/**
 * The seed accounts. Development only: the passwords are in the README on purpose.
 * The username is the token's subject, so history rows read "dana", "marcus"….
 */
export const demoAccounts: readonly DemoAccount[] = [
  {
    username: "dana",
    password: "shopdesk",
    name: "Dana Reyes",
    givenName: "Dana",
    familyName: "Reyes",
    email: "dana.reyes@shopdesk.test",
  },
  {
    username: "marcus",
    password: "shopdesk",
    name: "Marcus Lee",
    givenName: "Marcus",
    familyName: "Lee",
    email: "marcus.lee@shopdesk.test",
  },
  {
    username: "priya",
    password: "shopdesk",
    name: "Priya Natarajan",
    givenName: "Priya",
    familyName: "Natarajan",
    email: "priya.natarajan@shopdesk.test",
  },
  { username: "shipping", password: "shopdesk", name: "Shipping Desk", email: "shipping@shopdesk.test" },
];

// Hashing both sides first gives equal-length buffers, so the comparison's time says
// nothing about the password's length or how much of it matched.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The account for these credentials, or undefined. Usernames are case-insensitive. */
export function checkCredentials(
  username: string,
  password: string,
  accounts: readonly DemoAccount[] = demoAccounts,
): DemoAccount | undefined {
  const wanted = username.trim().toLowerCase();
  const account = accounts.find((candidate) => candidate.username === wanted);
  // Compared even for an unknown user, so the answer takes as long either way.
  const matches = sameSecret(password, account?.password ?? "\u0000 no such account");
  return account && matches ? account : undefined;
}

export function findDemoAccount(
  username: string,
  accounts: readonly DemoAccount[] = demoAccounts,
): DemoAccount | undefined {
  return accounts.find((account) => account.username === username);
}

/** The OpenID claims of an account; the provider filters them by the granted scopes. */
export function accountClaims(account: DemoAccount) {
  return {
    sub: account.username,
    name: account.name,
    given_name: account.givenName,
    family_name: account.familyName,
    preferred_username: account.username,
    email: account.email,
    email_verified: true,
  };
}
