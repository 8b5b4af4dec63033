import { createHash, scrypt, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";
import { onChange } from "../changes/announce";
import { env } from "../core/env";
import { ConcurrencyGate } from "../rate-limit/concurrency-gate";
import { processSingleton } from "../core/process-state";

// Stretching an Encryption-Key into an AES key (scrypt: ~32 MiB and tens of milliseconds of a
// core) is the one expensive step of reading an encrypted paste, and anyone can ask for it with
// any key. So it is gated: at most KDF_CONCURRENCY derivations run at once and KDF_QUEUE wait
// (beyond that 503, try again in a second), and one client has at most KDF_PER_CLIENT running
// or waiting (beyond that 429). A key that opened a blob is remembered for a while by a hash of
// the key and the blob's salt (rememberRightKey), so a reader who has the key — a page view, the
// unlock cookie, an API client — does not derive it again, and nothing of theirs waits behind
// someone's wrong guesses. Wrong guesses are also limited in number (lib/pastes/key-guesses.ts).
// A remembered key is forgotten as soon as its paste changes or is deleted (lib/changes).

// N = 2^15, r = 8: about 32 MiB and tens of milliseconds per derivation, run off the event loop.
const SCRYPT: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const RIGHT_KEYS = 1000;
const RIGHT_KEY_MS = 10 * 60_000;

interface KeyState {
  gate: ConcurrencyGate;
  /** Keys that opened a blob, by fingerprint (least recently stored first), with the paste they opened. */
  rightKeys: Map<string, { key: Buffer; until: number; pasteId?: string }>;
}

// One per process: the server's and Next.js's copies of this module gate together.
const state = processSingleton("keyDerivation", (): KeyState => {
  // Registered once per process, by whichever copy of this module creates the state.
  onChange((change) => {
    // A user's name or avatar changes no paste; deleting an account announces everything.
    if ("pasteId" in change) forgetRightKeys(change.pasteId);
    else if ("everything" in change) forgetRightKeys(null);
  });
  return { gate: newGate(), rightKeys: new Map() };
});

function newGate(): ConcurrencyGate {
  return new ConcurrencyGate(
    () => {
      const settings = env();
      return {
        concurrency: settings.KDF_CONCURRENCY ?? Math.max(1, availableParallelism() - 1),
        queue: settings.KDF_QUEUE,
        perClient: settings.KDF_PER_CLIENT,
      };
    },
    {
      busy: "The server is busy checking encryption keys; try again in a moment.",
      tooMany: "Too many encryption keys are being tried at once from here; try again in a moment.",
    },
  );
}

/** The AES key of `secret` for `salt`: remembered if it opened something lately, else derived through the gate. */
export function deriveKey(secret: string, salt: Uint8Array): Promise<Buffer> {
  const remembered = rememberedKey(secret, salt);
  return remembered ? Promise.resolve(remembered) : state.gate.run(() => scryptKey(secret, salt));
}

/** Whether `secret` opened something with `salt` lately (no derivation, and no guess, needed). */
export function isRememberedKey(secret: string, salt: Uint8Array): boolean {
  return rememberedKey(secret, salt) !== undefined;
}

/** Remembers that `key`, derived from `secret` for `salt`, opened what it was tried on. */
export function rememberRightKey(secret: string, salt: Uint8Array, key: Buffer): void {
  const id = fingerprint(secret, salt);
  state.rightKeys.delete(id);
  state.rightKeys.set(id, { key, until: Date.now() + RIGHT_KEY_MS });
  for (const [oldest] of state.rightKeys) {
    if (state.rightKeys.size <= RIGHT_KEYS) break;
    state.rightKeys.delete(oldest);
  }
}

/** The remembered key of `secret` for `salt` opened paste `pasteId`: forgotten when that paste changes. */
export function tagRightKey(secret: string, salt: Uint8Array, pasteId: string): void {
  const entry = state.rightKeys.get(fingerprint(secret, salt));
  if (entry) entry.pasteId = pasteId;
}

/** Forgets the remembered keys of a paste, or all of them. */
function forgetRightKeys(pasteId: string | null): void {
  if (pasteId === null) return state.rightKeys.clear();
  for (const [id, entry] of state.rightKeys) if (entry.pasteId === pasteId) state.rightKeys.delete(id);
}

/** Keys remembered now (for the tests). */
export function rememberedKeyCount(): number {
  return state.rightKeys.size;
}

/** Derivations running now, and waiting (the tests watch it). */
export function derivationLoad(): { running: number; waiting: number } {
  return state.gate.load;
}

function rememberedKey(secret: string, salt: Uint8Array): Buffer | undefined {
  const id = fingerprint(secret, salt);
  const entry = state.rightKeys.get(id);
  if (!entry) return undefined;
  if (entry.until > Date.now()) return entry.key;
  state.rightKeys.delete(id);
  return undefined;
}

function fingerprint(secret: string, salt: Uint8Array): string {
  return createHash("sha256").update(salt).update("\0").update(secret).digest("base64url");
}

function scryptKey(secret: string, salt: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(secret, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))));
}
