import { argon2id } from "hash-wasm";
import { derivePbkdf2Key, fromBase64url, importKey, KEY_BYTES, type KdfParams, newPbkdf2Params, toBase64url } from "./format";

// A paste key from a passphrase: Argon2id (hash-wasm's WebAssembly) where it can run, PBKDF2-SHA-256
// of WebCrypto where it cannot. The parameters travel with the paste, so a reader derives what the
// writer did, and they are bounded (schema.ts) so that no paste can ask its readers for gigabytes.

/** RFC 9106's second recommended choice, with one lane (browsers hash on one thread): ~0.5 s. */
export const ARGON2ID_DEFAULTS = { memoryKiB: 65_536, iterations: 3, parallelism: 1 } as const;

const hasWebAssembly = () => typeof WebAssembly === "object" && typeof WebAssembly.instantiate === "function";

export function newKdfParams(): KdfParams {
  if (!hasWebAssembly()) return newPbkdf2Params();
  const salt = toBase64url(globalThis.crypto.getRandomValues(new Uint8Array(16)));
  return { name: "argon2id", salt, ...ARGON2ID_DEFAULTS };
}

export async function deriveKeyFromPassphrase(passphrase: string, params: KdfParams): Promise<CryptoKey> {
  if (params.name === "pbkdf2-sha256") return derivePbkdf2Key(passphrase, params);
  const raw = await argon2id({
    password: passphrase.normalize("NFC"),
    salt: fromBase64url(params.salt),
    memorySize: params.memoryKiB,
    iterations: params.iterations,
    parallelism: params.parallelism,
    hashLength: KEY_BYTES,
    outputType: "binary",
  });
  return importKey(raw);
}
