import {
  decryptPaste,
  E2eDecryptError,
  encryptPaste,
  importKey,
  keyFragment,
  keyFromFragment,
  newPasteKey,
  type PlainPaste,
  type SealedPaste,
} from "./format";
import { deriveKeyFromPassphrase, newKdfParams } from "./passphrase";

// Creating and reading end-to-end encrypted pastes over the v3 API, for scripts and other
// clients (README "End-to-end encrypted pastes" has an example). Only ciphertext leaves: the key
// is in the returned link's fragment, which browsers and fetch never send, or it is a passphrase.

type NewPasty = { title?: string; content: string; language?: string };
export type NewE2ePaste = { title?: string; pasties: NewPasty[] };
export interface E2eOptions {
  /** Derive the key from this instead of a random one; the link then carries no key. */
  passphrase?: string;
  /** An access token (scope `paste`): the paste is then that account's. */
  token?: string;
  /** Other fields of the v3 create body: expiresIn, private, burnAfterRead, tags… */
  fields?: Record<string, unknown>;
}

const headers = (token?: string) => ({ "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) });

async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return new Error(`${response.status}: ${body.message ?? response.statusText}`);
}

/** Seals and creates a paste; `url` is its page with the key in the fragment (none with a passphrase). */
export async function createE2ePaste(baseUrl: string, paste: NewE2ePaste, options: E2eOptions = {}): Promise<{ id: string; url: string }> {
  const kdf = options.passphrase === undefined ? null : newKdfParams();
  const { key, raw } = kdf ? { key: await deriveKeyFromPassphrase(options.passphrase!, kdf), raw: null } : await newPasteKey();
  const plain = { title: paste.title ?? "", pasties: paste.pasties.map((pasty) => ({ title: "", language: "Text", ...pasty })) };
  // A pasty id someone else holds already (409) is astronomically rare: seal again under new ids.
  for (let attempt = 1; ; attempt++) {
    const sealed = await encryptPaste(key, plain, { kdf });
    const response = await fetch(new URL("/api/v3/pastes", baseUrl), {
      method: "POST",
      headers: headers(options.token),
      body: JSON.stringify({ ...options.fields, e2e: sealed.e2e, pasties: sealed.pasties }),
    });
    if (response.status === 409 && attempt < 3) continue;
    if (!response.ok) throw await failure(response);
    const { id } = (await response.json()) as { id: string };
    const url = new URL(`/${id}`, baseUrl);
    if (raw) url.hash = keyFragment(raw);
    return { id, url: url.toString() };
  }
}

/** The key of a sealed paste: from the link's fragment, or from the passphrase and its stored parameters. */
export async function keyFor(sealed: SealedPaste, secret: { fragment?: string; passphrase?: string }): Promise<CryptoKey> {
  if (sealed.e2e.kdf) {
    if (secret.passphrase === undefined) throw new Error("This paste is opened with its passphrase.");
    return deriveKeyFromPassphrase(secret.passphrase, sealed.e2e.kdf);
  }
  const raw = keyFromFragment(secret.fragment ?? "");
  if (!raw) throw new E2eDecryptError();
  return importKey(raw);
}

/** Reads and opens a paste from its link (`https://…/<id>#k=…`), or its link and passphrase. */
export async function readE2ePaste(link: string, options: { passphrase?: string; token?: string } = {}): Promise<PlainPaste> {
  const url = new URL(link);
  const id = url.pathname.split("/").filter(Boolean).at(-1)!;
  const response = await fetch(new URL(`/api/v3/pastes/${id}`, url.origin), { headers: headers(options.token) });
  if (!response.ok) throw await failure(response);
  const sealed = (await response.json()) as SealedPaste;
  if (!sealed.e2e) throw new Error(`The paste ${id} is not end-to-end encrypted.`);
  return decryptPaste(await keyFor(sealed, { fragment: url.hash, passphrase: options.passphrase }), sealed);
}
