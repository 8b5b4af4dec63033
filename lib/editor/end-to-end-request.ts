import { encryptPaste, type KdfParams, keyFragment, newPasteKey, type PlainPaste, type SealedPaste } from "../end-to-end/format";
import { deriveKeyFromPassphrase, newKdfParams } from "../end-to-end/passphrase";
import { AUTODETECT_LANGUAGE, TEXT_LANGUAGE } from "./languages";
import type { CreatePasteBody, EditPasteBody } from "./request";

// The editor's create body of an end-to-end encrypted paste (docs/api/end-to-end.md, "End-to-end encrypted
// pastes"): sealed here in the browser; the server gets ciphertext, the clear options and
// languages, and never the key, which goes in the link's fragment (or is the passphrase).

export interface SealedCreate {
  body: Record<string, unknown>;
  /** `k=…` for the link, or null when readers type the passphrase. */
  fragment: string | null;
}

/** A tab still on Autodetect with nothing detected yet: the server cannot look, so it is Text. */
const withSealableLanguage = <Pasty extends { language: string }>(pasty: Pasty): Pasty => ({
  ...pasty,
  language: pasty.language === AUTODETECT_LANGUAGE ? TEXT_LANGUAGE : pasty.language,
});

export async function sealedCreateBody(body: CreatePasteBody, passphrase: string, { hideKey = false } = {}): Promise<SealedCreate> {
  const kdf = passphrase === "" ? null : newKdfParams();
  const { key, raw } = kdf ? { key: await deriveKeyFromPassphrase(passphrase, kdf), raw: null } : await newPasteKey();
  const { title, pasties, encrypted: _serverSide, ...options } = body;
  const sealed = await encryptPaste(
    key,
    {
      title,
      pasties: pasties.map(withSealableLanguage),
    },
    { kdf },
  );
  return {
    body: { ...options, e2e: sealed.e2e, pasties: sealed.pasties },
    fragment: raw ? keyFragment(raw, { hideOnOpen: hideKey }) : null,
  };
}

/** What an edit of an E2E paste is sealed with: the key its page opened it with, its nonce and derivation. */
export interface SealingKey {
  key: CryptoKey;
  nonce: string;
  kdf: KdfParams | null;
  /** The version being edited, as the server sent it and as it opened. */
  opened?: { sealed: SealedPaste; plain: PlainPaste };
}

/**
 * PATCH of an E2E paste: kept pasties under their ids, new ones under ids chosen here. A pasty
 * whose title and text did not change keeps its ciphertext, so its comments stay on their lines
 * (the server places them by comparing versions, lib/comments/placement.ts): the server learns
 * which pasties an edit left alone, as it would from their sizes most of the time anyway.
 */
export async function sealedEditBody(body: EditPasteBody, { key, nonce, kdf, opened }: SealingKey): Promise<Record<string, unknown>> {
  const sealed = await encryptPaste(key, { title: body.title, pasties: body.pasties.map(withSealableLanguage) }, { nonce, kdf });
  const before = new Map(
    opened?.plain.pasties.map((pasty, index) => [pasty.id, { pasty, message: opened.sealed.pasties[index]!.content }]),
  );
  const pasties = sealed.pasties.map((pasty, index) => {
    const was = before.get(pasty.id);
    const now = body.pasties[index]!;
    return was && was.pasty.title === now.title && was.pasty.content === now.content ? { ...pasty, content: was.message } : pasty;
  });
  return { e2e: sealed.e2e, pasties };
}
