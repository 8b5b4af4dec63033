import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { AppError, badRequest } from "../core/errors";
import { deriveKey, isRememberedKey, rememberRightKey, tagRightKey } from "./key-derivation";

// Encryption of paste content at rest with the caller's Encryption-Key (behaviour.md,
// "Encryption"). AES-256-GCM authenticates, so a wrong key is detected instead of yielding
// garbage; the key is stretched by scrypt with a salt (through the gate of key-derivation.ts,
// which also remembers keys that opened something), and every blob has its own random IV, so
// no two share a key stream. A write takes a new random salt, except for values that belong to
// one paste and are read together (its comments reuse its content's salt): one derivation then
// opens them all, where a derivation per comment cost tens of milliseconds each on the shared
// thread pool. Blob layout: version | salt | iv | tag | ciphertext.

const VERSION = 1;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + SALT_BYTES + IV_BYTES + TAG_BYTES;

export const ENCRYPTION_KEY_HEADER = "encryption-key";
const MISSING_KEY = "Missing encryption key.";
const INVALID_KEY = "Invalid encryption key.";
export const missingKey = () => badRequest(MISSING_KEY);
export const invalidKey = () => badRequest(INVALID_KEY);

/** Whether reading failed for want of the right key (the pages ask for the password then). */
export function isKeyError(error: unknown): boolean {
  return error instanceof AppError && error.status === 400 && (error.message === MISSING_KEY || error.message === INVALID_KEY);
}

/** The Encryption-Key header value (or its SecretKey), or 400 "Missing encryption key.". */
export function requireKey<Key extends string | SecretKey>(key: Key | null | undefined): Key {
  if (!key) throw missingKey();
  return key;
}

/** A caller's secret with the keys derived from it, remembered by salt for as long as it is held. */
export class SecretKey {
  private readonly derived = new Map<string, Promise<Buffer>>();

  constructor(private readonly secret: string) {}

  derive(salt: Uint8Array): Promise<Buffer> {
    const id = Buffer.from(salt).toString("hex");
    let key = this.derived.get(id);
    if (!key) {
      key = deriveKey(this.secret, salt);
      this.derived.set(id, key);
    }
    return key;
  }

  /** Whether this SecretKey has been tried on `salt` already (its outcome, right or wrong, is known). */
  isTriedOn(salt: Uint8Array): boolean {
    return this.derived.has(Buffer.from(salt).toString("hex"));
  }

  /** Whether this secret opened a blob with `salt` lately. */
  isRightFor(salt: Uint8Array): boolean {
    return isRememberedKey(this.secret, salt);
  }

  /** This secret opened a blob with `salt`: later requests with it need no derivation. */
  async opened(salt: Uint8Array): Promise<void> {
    rememberRightKey(this.secret, salt, await this.derive(salt));
  }

  /** What this secret opened with `salt` is paste `pasteId`: its remembered key goes when the paste changes. */
  openedPaste(salt: Uint8Array, pasteId: string): void {
    tagRightKey(this.secret, salt, pasteId);
  }
}

export const secretKey = (secret: string | SecretKey) => (typeof secret === "string" ? new SecretKey(secret) : secret);

/** The salt a blob was encrypted with, for values that are to be opened with it. */
export function saltOf(blob: Uint8Array): Uint8Array {
  return blob.subarray(1, 1 + SALT_BYTES);
}

export async function encryptJson(
  value: unknown,
  secret: string | SecretKey,
  salt: Uint8Array = randomBytes(SALT_BYTES),
): Promise<Uint8Array<ArrayBuffer>> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", await secretKey(secret).derive(salt), iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  const blob = new Uint8Array(HEADER_BYTES + ciphertext.length);
  blob.set([VERSION], 0);
  blob.set(salt, 1);
  blob.set(iv, 1 + SALT_BYTES);
  blob.set(cipher.getAuthTag(), 1 + SALT_BYTES + IV_BYTES);
  blob.set(ciphertext, HEADER_BYTES);
  return blob;
}

/** The value encrypted in `blob`; 400 "Invalid encryption key." when `secret` does not open it. */
export async function decryptJson(blob: Uint8Array, secret: string | SecretKey): Promise<unknown> {
  if (blob.length < HEADER_BYTES || blob[0] !== VERSION) throw invalidKey();
  const salt = saltOf(blob);
  const iv = blob.subarray(1 + SALT_BYTES, 1 + SALT_BYTES + IV_BYTES);
  const tag = blob.subarray(1 + SALT_BYTES + IV_BYTES, HEADER_BYTES);
  const key = secretKey(secret);
  const decipher = createDecipheriv("aes-256-gcm", await key.derive(salt), iv);
  decipher.setAuthTag(tag);
  let plaintext: string;
  try {
    plaintext = Buffer.concat([decipher.update(blob.subarray(HEADER_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    throw invalidKey();
  }
  await key.opened(salt);
  return JSON.parse(plaintext) as unknown;
}
