import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, repoRoot } from "./config.js";

describe("loadConfig", () => {
  it("defaults to port 3000, the repo's data and app/dist, and the built-in sign-in", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.dataDir).toBe(path.join(repoRoot, "data"));
    expect(config.appDistDir).toBe(path.join(repoRoot, "app", "dist"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toEqual({
      issuer: "http://localhost:3000/oauth2/default",
      clientId: "shopdesk-spa",
      audience: "api://default",
      baseUrl: "http://localhost:3000",
      builtIn: true,
    });
    expect(config.settingsUrl).toBe("http://localhost:3000/oauth2/default/account");
    expect(config.environmentName).toBe("development");
    expect(config.logLevel).toBe("info");
  });

  it("finds the repo root whatever the working directory", () => {
    expect(path.join(repoRoot, "server", "src", "config.ts")).toBe(path.resolve(import.meta.dirname, "config.ts"));
  });

  it("derives the sign-in URLs from PUBLIC_URL, which may differ from the listen port", () => {
    const config = loadConfig({ PORT: "3001", PUBLIC_URL: "http://localhost:3000/" });
    expect(config.port).toBe(3001);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.oidc.issuer).toBe("http://localhost:3000/oauth2/default");
    expect(config.settingsUrl).toBe("http://localhost:3000/oauth2/default/account");
  });

  it("takes an Okta org from the environment", () => {
    const config = loadConfig({
      OIDC_ISSUER: "https://shop.okta.com/oauth2/default",
      OIDC_CLIENT_ID: "0oa123",
      OIDC_AUDIENCE: "api://shopdesk",
      ENVIRONMENT_NAME: "production",
    });
    expect(config.oidc).toEqual({
      issuer: "https://shop.okta.com/oauth2/default",
      clientId: "0oa123",
      audience: "api://shopdesk",
      baseUrl: "https://shop.okta.com",
      builtIn: false,
    });
    expect(config.settingsUrl).toBe("https://shop.okta.com/enduser/settings");
    expect(config.environmentName).toBe("production");
    expect(loadConfig({ SETTINGS_URL: "https://example.com/me" }).settingsUrl).toBe("https://example.com/me");
  });

  it("resolves relative paths from where the command was typed (npm's INIT_CWD)", () => {
    const config = loadConfig({ INIT_CWD: "/srv/shop", DATA_DIR: "state", APP_DIST_DIR: "../web" });
    expect(config.dataDir).toBe("/srv/shop/state");
    expect(config.appDistDir).toBe("/srv/web");
  });

  it("treats empty values as unset", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "", OIDC_ISSUER: "" });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc.builtIn).toBe(true);
  });

  it("names every bad variable in one error", () => {
    const load = () =>
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud", PUBLIC_URL: "ftp://x" });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT[\s\S]*PUBLIC_URL[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
  });

  it("takes the attachment size limit in whole MB (default 100) and the upload idle time in seconds (default 60)", () => {
    expect(loadConfig({})).toMatchObject({ maxUploadMb: 100, uploadIdleSeconds: 60 });
    expect(loadConfig({ MAX_UPLOAD_MB: "250", UPLOAD_IDLE_SECONDS: "120" })).toMatchObject({
      maxUploadMb: 250,
      uploadIdleSeconds: 120,
    });
    for (const bad of ["0", "1.5", "lots"])
      expect(() => loadConfig({ MAX_UPLOAD_MB: bad }), bad).toThrow(/MAX_UPLOAD_MB/);
    expect(() => loadConfig({ UPLOAD_IDLE_SECONDS: "0" })).toThrow(/UPLOAD_IDLE_SECONDS/);
  });

  it("spools uploads in the system's temp directory unless UPLOAD_SPOOL_DIR names another, relative to where the command ran", () => {
    expect(loadConfig({}).uploadSpoolDir).toBe(os.tmpdir());
    expect(loadConfig({ UPLOAD_SPOOL_DIR: "/var/spool/shopdesk" }).uploadSpoolDir).toBe("/var/spool/shopdesk");
    expect(loadConfig({ UPLOAD_SPOOL_DIR: "spool", INIT_CWD: "/srv/shopdesk" }).uploadSpoolDir).toBe(
      "/srv/shopdesk/spool",
    );
  });

  it("sends no email without SMTP_URL, and takes an smtp:// or smtps:// one with the From address", () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: "Shopdesk <shopdesk@localhost>" });
    expect(loadConfig({ SMTP_URL: "" }).smtpUrl).toBeUndefined();
    const config = loadConfig({
      SMTP_URL: "smtps://shop:s%40cret@mail.example.com:465",
      MAIL_FROM: "Acme Shop <alerts@acme.example>",
    });
    expect(config).toMatchObject({
      smtpUrl: "smtps://shop:s%40cret@mail.example.com:465",
      mailFrom: "Acme Shop <alerts@acme.example>",
    });
    expect(loadConfig({ SMTP_URL: "smtp://relay:25", MAIL_FROM: "alerts@acme.example" })).toMatchObject({
      smtpUrl: "smtp://relay:25",
      mailFrom: "alerts@acme.example",
    });
  });

  it("refuses an SMTP_URL of another scheme and a MAIL_FROM that is no address, without echoing the URL's password", () => {
    for (const bad of ["http://mail.example.com", "mail.example.com:25", "smtp//x"]) {
      expect(() => loadConfig({ SMTP_URL: bad }), bad).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    }
    expect(() => loadConfig({ SMTP_URL: "imap://me:hunter2@mail" })).not.toThrow(/hunter2/);
    for (const bad of ["Shopdesk", "Shopdesk <shopdesk>", "alerts@acme.example>"]) {
      expect(() => loadConfig({ MAIL_FROM: bad }), bad).toThrow(/MAIL_FROM/);
    }
  });
});
