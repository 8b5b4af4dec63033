// The format of end-to-end encrypted pastes (docs/api/end-to-end.md), for the
// browser, Node and anyone writing a client: WebCrypto only (globalThis.crypto.subtle), no
// import, so the server never needs it to store a paste and a client can copy it whole.
//
// A paste has one AES-256-GCM key: 32 random bytes carried in the link's fragment (`#k=…`), or
// derived from a passphrase (passphrase.ts) with the parameters stored beside the ciphertext.
// Every message (the paste's title; each pasty's title and content, as one JSON text) has a
// random 96-bit IV and is bound by its associated data to the paste's nonce and the pasty's id,
// so the server cannot swap blocks between pastes or pasties, nor a title for a pasty.
// A message is base64url(iv ‖ ciphertext ‖ 128-bit tag).

export const E2E_VERSION = 1;
export const KEY_BYTES = 32;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
/** 128 random bits chosen by the creator, stored with the paste: what its messages are bound to. */
export const NONCE_BYTES = 16;
/** PBKDF2-SHA-256 below this is refused (OWASP's 2023 figure), by the server and by the readers. */
export const PBKDF2_MIN_ITERATIONS = 600_000;

export type KdfParams =
  | { name: "argon2id"; salt: string; memoryKiB: number; iterations: number; parallelism: number }
  | { name: "pbkdf2-sha256"; salt: string; iterations: number };

/** What an E2E paste stores in the clear besides its ciphertext: the `e2e` block of the API. */
export type E2eBlock = {
  e2e: typeof E2E_VERSION;
  nonce: string;
  /** Null when the key travels in the link; the passphrase's derivation otherwise. */
  kdf: KdfParams | null;
  /** The paste's title as a message, or null for none. */
  title: string | null;
};

export type PlainPasty = { id: string; title: string; content: string; language: string };
export type PlainPaste = { title: string; pasties: PlainPasty[] };
/** A pasty as the server holds it: its title and content inside one message. */
export type SealedPasty = { id: string; content: string; language: string };
export type SealedPaste = { e2e: E2eBlock; pasties: SealedPasty[] };

/** The key does not open the message, or the message was changed or moved: never "garbage". */
export class E2eDecryptError extends Error {
  constructor() {
    super("This key or passphrase does not open the paste (or its ciphertext was changed).");
    this.name = "E2eDecryptError";
  }
}

const subtle = () => globalThis.crypto.subtle;
const randomBytes = (length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length));

export function toBase64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new E2eDecryptError();
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Associated data of a pasty's message: its paste's nonce and its own id. */
export const pastyAssociatedData = (nonce: string, pastyId: string) => `myst-e2e/${E2E_VERSION}/paste/${nonce}/pasty/${pastyId}`;
/** Associated data of the paste's title. */
export const titleAssociatedData = (nonce: string) => `myst-e2e/${E2E_VERSION}/paste/${nonce}/title`;
/** Where a review comment sits: which pasty of which paste, and its lines. */
export type CommentPlace = { pastyId: string; fromLine: number; toLine: number };
/**
 * Associated data of a review comment's body: its paste, pasty and lines, so the server cannot
 * move a comment to other lines, another pasty or another paste, nor pass it off as content.
 */
export const commentAssociatedData = (nonce: string, { pastyId, fromLine, toLine }: CommentPlace) =>
  `myst-e2e/${E2E_VERSION}/paste/${nonce}/comment/${pastyId}/${fromLine}-${toLine}`;

export const newPasteNonce = () => toBase64url(randomBytes(NONCE_BYTES));

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
/** A pasty id like the server's (8 of [a-z0-9]): the creator picks it, as the ciphertext names it. */
export function newPastyId(): string {
  // 252 is the largest multiple of 36 below 256: bytes above it are dropped, so each letter is uniform.
  let id = "";
  while (id.length < 8) {
    for (const byte of randomBytes(16)) if (byte < 252 && id.length < 8) id += ID_ALPHABET[byte % 36];
  }
  return id;
}

export async function importKey(raw: Uint8Array): Promise<CryptoKey> {
  if (raw.length !== KEY_BYTES) throw new E2eDecryptError();
  return subtle().importKey("raw", new Uint8Array(raw), "AES-GCM", false, ["encrypt", "decrypt"]);
}

/** A new random key, with its raw bytes for the link. */
export async function newPasteKey(): Promise<{ key: CryptoKey; raw: Uint8Array }> {
  const raw = randomBytes(KEY_BYTES);
  return { key: await importKey(raw), raw };
}

/**
 * The fragment that carries a key: `k=<base64url>` (the `#` is the caller's); with `hideOnOpen`,
 * `&hide=1` asks the pages to take it out of the address bar once the paste is open.
 */
export const keyFragment = (raw: Uint8Array, { hideOnOpen = false } = {}) => `k=${toBase64url(raw)}${hideOnOpen ? "&hide=1" : ""}`;

/** Whether a fragment asks for its key to leave the address bar once the paste is open. */
export const hidesKeyOnOpen = (fragment: string) => new URLSearchParams(fragment.replace(/^#/, "")).get("hide") === "1";

/** The raw key in a fragment (`#k=…`, with or without the `#`), or null when it holds none. */
export function keyFromFragment(fragment: string): Uint8Array | null {
  const value = new URLSearchParams(fragment.replace(/^#/, "")).get("k");
  if (value === null || !/^[A-Za-z0-9_-]{43}$/.test(value)) return null;
  return fromBase64url(value);
}

export async function encryptMessage(key: CryptoKey, plaintext: string, associatedData: string): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const sealed = await subtle().encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(associatedData), tagLength: TAG_BYTES * 8 },
    key,
    new TextEncoder().encode(plaintext),
  );
  const message = new Uint8Array(IV_BYTES + sealed.byteLength);
  message.set(iv);
  message.set(new Uint8Array(sealed), IV_BYTES);
  return toBase64url(message);
}

/** The plaintext of `message`, or E2eDecryptError (wrong key, changed bytes, other associated data). */
export async function decryptMessage(key: CryptoKey, message: string, associatedData: string): Promise<string> {
  const bytes = fromBase64url(message);
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new E2eDecryptError();
  try {
    const plain = await subtle().decrypt(
      {
        name: "AES-GCM",
        iv: bytes.subarray(0, IV_BYTES),
        additionalData: new TextEncoder().encode(associatedData),
        tagLength: TAG_BYTES * 8,
      },
      key,
      bytes.subarray(IV_BYTES),
    );
    return new TextDecoder("utf-8", { fatal: true }).decode(plain);
  } catch {
    throw new E2eDecryptError();
  }
}

/** PBKDF2-SHA-256 of WebCrypto: the derivation wherever Argon2id's WebAssembly cannot run. */
export async function derivePbkdf2Key(passphrase: string, params: Extract<KdfParams, { name: "pbkdf2-sha256" }>): Promise<CryptoKey> {
  if (params.iterations < PBKDF2_MIN_ITERATIONS) throw new Error(`PBKDF2 needs at least ${PBKDF2_MIN_ITERATIONS} iterations.`);
  const material = await subtle().importKey("raw", new TextEncoder().encode(passphrase.normalize("NFC")), "PBKDF2", false, ["deriveKey"]);
  return subtle().deriveKey(
    { name: "PBKDF2", hash: "SHA-256", salt: fromBase64url(params.salt), iterations: params.iterations },
    material,
    { name: "AES-GCM", length: KEY_BYTES * 8 },
    false,
    ["encrypt", "decrypt"],
  );
}

export function newPbkdf2Params(iterations = PBKDF2_MIN_ITERATIONS): Extract<KdfParams, { name: "pbkdf2-sha256" }> {
  return { name: "pbkdf2-sha256", salt: toBase64url(randomBytes(16)), iterations };
}

type PastyToSeal = { id?: string | null; title: string; content: string; language: string };

/**
 * Seals a paste for the server: a new nonce unless the paste has one (an edit keeps its own), a
 * new id for each pasty without one (the ids are in the associated data, so the creator picks them).
 */
export async function encryptPaste(
  key: CryptoKey,
  paste: { title: string; pasties: PastyToSeal[] },
  { nonce = newPasteNonce(), kdf = null }: { nonce?: string; kdf?: KdfParams | null } = {},
): Promise<SealedPaste> {
  const pasties = await Promise.all(
    paste.pasties.map(async (pasty) => {
      const id = pasty.id ?? newPastyId();
      const body = JSON.stringify({ title: pasty.title, content: pasty.content });
      return { id, content: await encryptMessage(key, body, pastyAssociatedData(nonce, id)), language: pasty.language };
    }),
  );
  const title = paste.title === "" ? null : await encryptMessage(key, paste.title, titleAssociatedData(nonce));
  return { e2e: { e2e: E2E_VERSION, nonce, kdf, title }, pasties };
}

export async function decryptPasty(key: CryptoKey, nonce: string, pasty: SealedPasty): Promise<PlainPasty> {
  const body: unknown = JSON.parse(await decryptMessage(key, pasty.content, pastyAssociatedData(nonce, pasty.id)));
  if (typeof body !== "object" || body === null) throw new E2eDecryptError();
  const { title, content } = body as Record<string, unknown>;
  if (typeof title !== "string" || typeof content !== "string") throw new E2eDecryptError();
  return { id: pasty.id, title, content, language: pasty.language };
}

export async function decryptPaste(key: CryptoKey, paste: SealedPaste): Promise<PlainPaste> {
  if (paste.e2e.e2e !== E2E_VERSION) throw new Error(`Unknown E2E format ${String(paste.e2e.e2e)}.`);
  const { nonce, title } = paste.e2e;
  return {
    title: title === null ? "" : await decryptMessage(key, title, titleAssociatedData(nonce)),
    pasties: await Promise.all(paste.pasties.map((pasty) => decryptPasty(key, nonce, pasty))),
  };
}

/** A review comment's Markdown sealed for the server, bound to where it is made. */
export const encryptComment = (key: CryptoKey, nonce: string, place: CommentPlace, body: string) =>
  encryptMessage(key, body, commentAssociatedData(nonce, place));

/** A review comment's Markdown, or E2eDecryptError when it was sealed for another place or key. */
export const decryptComment = (key: CryptoKey, nonce: string, place: CommentPlace, message: string) =>
  decryptMessage(key, message, commentAssociatedData(nonce, place));
