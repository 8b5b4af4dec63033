import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Reads a secret persisted under the data directory, creating it (readable by the owner only)
 * on first use, so a fresh install needs no configuration and keeps sessions across restarts.
 */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const dir = join(dataDir, "secrets");
  const path = join(dir, name);
  try {
    return readFileSync(path, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(path, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(path, "utf8").trim();
    throw error;
  }
}
