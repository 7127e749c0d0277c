import { createHash, randomBytes } from "node:crypto";
import net from "node:net";

/** A port nobody listens on right now, so a test can put it in PUBLIC_URL before listening. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "localhost", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** What okta-auth-js makes before redirecting to /v1/authorize. */
export function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/**
 * Just enough of a browser for a redirect sign-in: keeps cookies (by name; these tests
 * talk to one origin) and never follows redirects by itself, so each hop can be checked.
 */
export class CookieBrowser {
  readonly cookies = new Map<string, string>();

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const [name = "", value = ""] = pair.trim().split(/=(.*)/s);
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split("=")[1] ?? "") < Date.now());
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects (GET) until one leaves `origin` or a page answers; returns every hop. */
  async follow(url: string, origin: string, init: RequestInit = {}): Promise<{ response: Response; hops: string[] }> {
    const hops = [url];
    let response = await this.fetch(url, init);
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get("location") ?? "", hops.at(-1)).href;
      hops.push(next);
      if (!next.startsWith(`${origin}/oauth2/`)) break;
      response = await this.fetch(next);
    }
    return { response, hops };
  }
}

export const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});
