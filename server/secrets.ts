/**
 * The session secret and the keys derived from it. SESSION_SECRET signs session
 * cookies; every other key (upload URLs, the built-in providers' secrets) is
 * derived from it for one purpose, so one secret shared by every instance is all
 * an operator keeps.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "./config";

/**
 * SESSION_SECRET, or in the embedded mode a random secret kept in DATA_DIR so that
 * sessions survive a restart.
 */
export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.isProduction && config.oidc.issuerUrl) {
    throw new Error("SESSION_SECRET must be set in production");
  }
  const file = path.join(config.dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** A key for one purpose (upload URLs, provider cookies), derived from the session secret. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return crypto.createHmac("sha256", secret).update(`pawfans:${purpose}`).digest();
}
