import {
  type CommentPlace,
  decryptComment,
  decryptPaste,
  E2eDecryptError,
  encryptComment,
  encryptPaste,
  importKey,
  keyFragment,
  keyFromFragment,
  newPasteKey,
  type PlainPaste,
  type SealedPaste,
} from "./format";
import { deriveKeyFromPassphrase, newKdfParams } from "./passphrase";

// Creating and reading end-to-end encrypted pastes and their review comments over the v3 API,
// for scripts and other clients (docs/api/end-to-end.md has an example). Only
// ciphertext leaves: the key is in the returned link's fragment, which browsers and fetch never
// send, or it is a passphrase.

/** The fields of a v3 comment (interface.md) this client reads: it speaks the API, not the server's types. */
type SealedCommentAnswer = CommentPlace & { id: string; body: string; createdAt: string; author: { username: string } };

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

/** What opening a link (`https://…/<id>#k=…`, or the link and a passphrase) gives. */
interface OpenedLink {
  origin: string;
  id: string;
  sealed: SealedPaste;
  key: CryptoKey;
}

type LinkOptions = { passphrase?: string; token?: string };

async function openLink(link: string, options: LinkOptions): Promise<OpenedLink> {
  const url = new URL(link);
  const id = url.pathname.split("/").filter(Boolean).at(-1)!;
  const response = await fetch(new URL(`/api/v3/pastes/${id}`, url.origin), { headers: headers(options.token) });
  if (!response.ok) throw await failure(response);
  const sealed = (await response.json()) as SealedPaste;
  if (!sealed.e2e) throw new Error(`The paste ${id} is not end-to-end encrypted.`);
  return { origin: url.origin, id, sealed, key: await keyFor(sealed, { fragment: url.hash, passphrase: options.passphrase }) };
}

/** Reads and opens a paste from its link (`https://…/<id>#k=…`), or its link and passphrase. */
export async function readE2ePaste(link: string, options: LinkOptions = {}): Promise<PlainPaste> {
  const { key, sealed } = await openLink(link, options);
  return decryptPaste(key, sealed);
}

/**
 * Seals a review comment (Markdown) on lines of one of the paste's pasties with the paste's key,
 * bound to those lines, and posts it as the token's user.
 */
export async function commentOnE2ePaste(
  link: string,
  place: CommentPlace,
  markdown: string,
  options: LinkOptions & { token: string },
): Promise<{ id: string }> {
  const { origin, id, sealed, key } = await openLink(link, options);
  const body = await encryptComment(key, sealed.e2e.nonce, place, markdown);
  const response = await fetch(new URL(`/api/v3/pastes/${id}/comments`, origin), {
    method: "POST",
    headers: headers(options.token),
    body: JSON.stringify({ ...place, body }),
  });
  if (!response.ok) throw await failure(response);
  return { id: ((await response.json()) as SealedCommentAnswer).id };
}

/** A review comment, opened: `body` is null when it does not open where it is placed (moved, or changed). */
export type OpenedComment = CommentPlace & { id: string; author: string; createdAt: string; body: string | null };

/** A page (from 0) of a paste's review comments, oldest first, each opened with the paste's key. */
export async function readE2eComments(link: string, options: LinkOptions & { page?: number } = {}): Promise<OpenedComment[]> {
  const { origin, id, sealed, key } = await openLink(link, options);
  const response = await fetch(new URL(`/api/v3/pastes/${id}/comments?page=${options.page ?? 0}`, origin), {
    headers: headers(options.token),
  });
  if (!response.ok) throw await failure(response);
  const { items } = (await response.json()) as { items: SealedCommentAnswer[] };
  return Promise.all(
    items.map(async (comment) => {
      const place = { pastyId: comment.pastyId, fromLine: comment.fromLine, toLine: comment.toLine };
      const body = await decryptComment(key, sealed.e2e.nonce, place, comment.body).catch((error: unknown) => {
        if (error instanceof E2eDecryptError) return null;
        throw error;
      });
      return { ...place, id: comment.id, author: comment.author.username, createdAt: comment.createdAt, body };
    }),
  );
}
