import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { loadOrCreateSecret } from "../../core/data-secrets";
import { env } from "../../core/env";

// Authenticator-app secrets must be readable by the server (it computes the codes), so unlike
// passwords and tokens they cannot be hashed: they are kept encrypted (AES-256-GCM) with a key
// derived from the session secret (AUTH_SECRET, or the one generated into DATA_DIR/secrets), so a
// copy of the database alone does not give them away. Changing AUTH_SECRET makes them unreadable:
// those users sign in with a recovery code, or an admin resets their second factors (docs/operate/second-factors.md).

const VERSION = "v1";

function key(): Buffer {
  const settings = env();
  // The same file the server generates the session secret into when AUTH_SECRET is unset.
  const secret = settings.AUTH_SECRET ?? loadOrCreateSecret(settings.dataDir, "auth-secret");
  return Buffer.from(hkdfSync("sha256", secret, "myst", "second-factor secrets", 32));
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), sealed.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

/** The secret, or null when it was sealed with another key (AUTH_SECRET changed) or tampered with. */
export function openSecret(sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== VERSION || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
