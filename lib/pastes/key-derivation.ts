import { createHash, scrypt, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";
import { env } from "../env";
import { AppError } from "../errors";
import { addressKey } from "../server/client-address";
import { currentClientAddress } from "../server/request-context";

// Stretching an Encryption-Key into an AES key (scrypt: ~32 MiB and tens of milliseconds of a
// core) is the one expensive step of reading an encrypted paste, and anyone can ask for it with
// any key. So it is gated: at most KDF_CONCURRENCY derivations run at once and KDF_QUEUE wait
// (beyond that 503, try again in a second), and one client has at most KDF_PER_CLIENT running
// or waiting (beyond that 429). A key that opened a blob is remembered for a while by a hash of
// the key and the blob's salt (rememberRightKey), so a reader who has the key — a page view, the
// unlock cookie, an API client — does not derive it again, and nothing of theirs waits behind
// someone's wrong guesses. Wrong guesses are also limited in number (lib/pastes/key-guesses.ts).

// N = 2^15, r = 8: about 32 MiB and tens of milliseconds per derivation, run off the event loop.
const SCRYPT: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const RIGHT_KEYS = 1000;
const RIGHT_KEY_MS = 10 * 60_000;

interface Waiting {
  start: () => void;
}

interface GateState {
  running: number;
  waiting: Waiting[];
  /** Derivations running or waiting, by client. */
  perClient: Map<string, number>;
  /** Keys that opened a blob, by fingerprint (least recently stored first). */
  rightKeys: Map<string, { key: Buffer; until: number }>;
}

// Shared through globalThis: the server's and Next.js's copies of this module gate together.
const holder = globalThis as typeof globalThis & { __mystKeyDerivation?: GateState };
const gate: GateState = (holder.__mystKeyDerivation ??= { running: 0, waiting: [], perClient: new Map(), rightKeys: new Map() });

/** The AES key of `secret` for `salt`: remembered if it opened something lately, else derived through the gate. */
export function deriveKey(secret: string, salt: Uint8Array): Promise<Buffer> {
  const remembered = rememberedKey(secret, salt);
  return remembered ? Promise.resolve(remembered) : gated(() => scryptKey(secret, salt));
}

/** Whether `secret` opened something with `salt` lately (no derivation, and no guess, needed). */
export function isRememberedKey(secret: string, salt: Uint8Array): boolean {
  return rememberedKey(secret, salt) !== undefined;
}

/** Remembers that `key`, derived from `secret` for `salt`, opened what it was tried on. */
export function rememberRightKey(secret: string, salt: Uint8Array, key: Buffer): void {
  const id = fingerprint(secret, salt);
  gate.rightKeys.delete(id);
  gate.rightKeys.set(id, { key, until: Date.now() + RIGHT_KEY_MS });
  for (const [oldest] of gate.rightKeys) {
    if (gate.rightKeys.size <= RIGHT_KEYS) break;
    gate.rightKeys.delete(oldest);
  }
}

/** Derivations running now, and waiting (for the metrics and the tests). */
export function derivationLoad(): { running: number; waiting: number } {
  return { running: gate.running, waiting: gate.waiting.length };
}

function rememberedKey(secret: string, salt: Uint8Array): Buffer | undefined {
  const id = fingerprint(secret, salt);
  const entry = gate.rightKeys.get(id);
  if (!entry) return undefined;
  if (entry.until > Date.now()) return entry.key;
  gate.rightKeys.delete(id);
  return undefined;
}

function fingerprint(secret: string, salt: Uint8Array): string {
  return createHash("sha256").update(salt).update("\0").update(secret).digest("base64url");
}

async function gated(derive: () => Promise<Buffer>): Promise<Buffer> {
  const settings = env();
  // Work for no client (a command, a test calling lib/ directly) has only the overall gate.
  const client = currentClientAddress();
  const clientKey = client ? addressKey(client) : null;
  const mine = clientKey ? (gate.perClient.get(clientKey) ?? 0) : 0;
  if (clientKey && mine >= settings.KDF_PER_CLIENT) {
    throw new AppError("rate_limited", "Too many encryption keys are being tried at once from here; try again in a moment.", { "Retry-After": "1" });
  }
  const concurrency = settings.KDF_CONCURRENCY ?? Math.max(1, availableParallelism() - 1);
  if (gate.running >= concurrency && gate.waiting.length >= settings.KDF_QUEUE) {
    throw new AppError("service_unavailable", "The server is busy checking encryption keys; try again in a moment.", { "Retry-After": "1" });
  }
  if (clientKey) gate.perClient.set(clientKey, mine + 1);
  try {
    if (gate.running >= concurrency) await new Promise<void>((start) => gate.waiting.push({ start }));
    gate.running++;
    try {
      return await derive();
    } finally {
      gate.running--;
      gate.waiting.shift()?.start();
    }
  } finally {
    if (clientKey) {
      const left = (gate.perClient.get(clientKey) ?? 1) - 1;
      if (left > 0) gate.perClient.set(clientKey, left);
      else gate.perClient.delete(clientKey);
    }
  }
}

function scryptKey(secret: string, salt: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(secret, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))));
}
