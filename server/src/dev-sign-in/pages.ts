/**
 * The built-in sign-in's own pages: plain server-rendered HTML that works without
 * JavaScript. Styles come from one stylesheet on our own origin, so the server's CSP
 * (`style-src 'self'`, no inline styles) needs no exception for them.
 */

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: unknown) => String(value ?? "").replace(/[&<>"']/g, (c) => escapes[c] ?? c);

export const stylesheet = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f4f6;color:#111827;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(24rem,100% - 2rem);background:#fff;border:1px solid #d1d5db;border-radius:.5rem;padding:1.5rem 1.75rem}
h1{font-size:1.25rem;margin:0 0 .25rem}
p{margin:.5rem 0}
.note{color:#4b5563;font-size:.875rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.5rem .625rem;font:inherit;border:1px solid #6b7280;border-radius:.375rem}
input:focus,button:focus,a:focus{outline:3px solid #2563eb;outline-offset:2px}
button{margin-top:1.25rem;width:100%;padding:.625rem;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.375rem;cursor:pointer}
button:hover{background:#1e40af}
.error{margin:1rem 0 0;padding:.5rem .75rem;border:1px solid #b91c1c;border-radius:.375rem;background:#fef2f2;color:#991b1b}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{font-weight:600;color:#374151}
dd{margin:0;overflow-wrap:anywhere}
a{color:#1d4ed8}
`;

function page(title: string, stylesheetUrl: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Shopdesk development sign-in</title>
<link rel="stylesheet" href="${escapeHtml(stylesheetUrl)}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  stylesheetUrl: string;
  action: string;
  username?: string;
  error?: string;
}

export function loginPage({ stylesheetUrl, action, username = "", error }: LoginPageOptions): string {
  const errorId = "sign-in-error";
  const invalid = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : "";
  return page(
    "Sign in",
    stylesheetUrl,
    `<h1>Sign in to Shopdesk</h1>
<p class="note">Development sign-in. The demo accounts are listed in the README.</p>
${error ? `<p class="error" id="${errorId}" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${escapeHtml(action)}">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(username)}"${error ? invalid : " autofocus"}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${error ? " autofocus" : ""}>
<button type="submit">Sign in</button>
</form>`,
  );
}

export interface Profile {
  name: string;
  givenName?: string;
  email: string;
  username: string;
}

export function accountPage({
  stylesheetUrl,
  profile,
  appUrl,
  signInUrl,
}: {
  stylesheetUrl: string;
  profile?: Profile;
  appUrl: string;
  signInUrl: string;
}): string {
  if (!profile) {
    return page(
      "Account",
      stylesheetUrl,
      `<h1>Your account</h1>
<p>You are not signed in.</p>
<p><a href="${escapeHtml(signInUrl)}">Sign in to Shopdesk</a></p>`,
    );
  }
  const row = (label: string, value: string | undefined) =>
    `<dt>${label}</dt><dd>${value ? escapeHtml(value) : "—"}</dd>`;
  return page(
    "Account",
    stylesheetUrl,
    `<h1>Your account</h1>
<p class="note">Development sign-in: this profile comes from the demo accounts.</p>
<dl>
${row("Name", profile.name)}
${row("Given name", profile.givenName)}
${row("Email", profile.email)}
${row("Username", profile.username)}
</dl>
<p><a href="${escapeHtml(appUrl)}">Back to Shopdesk</a></p>`,
  );
}

export function messagePage({
  stylesheetUrl,
  title,
  message,
  link,
}: {
  stylesheetUrl: string;
  title: string;
  message: string;
  link: { href: string; text: string };
}): string {
  return page(
    title,
    stylesheetUrl,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`,
  );
}
