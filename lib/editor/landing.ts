// Where the writer lands after Create. A burn-after-reading paste is deleted by the first view of
// anyone but its owner, and an anonymous writer owns nothing: its page would invite them to open
// (and so delete) it. Such a paste keeps its writer on a confirmation with the link instead. The
// link is built here, from the create response in the creating browser, and shown nowhere else:
// an end-to-end paste's key exists only in this browser, and no address reveals a paste's link.

/** What the create response says that decides the landing (lib/pastes/dto.ts). */
export interface CreatedPaste {
  id: string;
  burnAfterRead: boolean;
  ownerId: string | null;
}

/** What the reader needs besides the link: the password (server-encrypted) or the passphrase (end to end, no key in the link). */
export type ReaderSecret = "password" | "passphrase" | null;

export type Landing =
  | { kind: "paste"; path: string }
  /** An edit whose replaced version's secrets earlier revisions still hold (lib/pastes/secrets-in-history.ts): offered their purge first. */
  | { kind: "secrets-in-history"; path: string; revisions: { revision: number; kinds: string[] }[] }
  | {
      kind: "read-once";
      /** The full link to send, with an end-to-end key's fragment. */
      link: string;
      path: string;
      /** A signed-in owner's views do not consume it, so the confirmation may offer its page. */
      writerMayView: boolean;
      readerSecret: ReaderSecret;
    };

interface LandingOptions {
  /** The site's origin, as the reader's browser will reach it. */
  origin: string;
  /** `k=…` of an end-to-end paste whose key travels in the link. */
  fragment: string | null;
  encrypted: boolean;
  endToEnd: boolean;
}

export function landingAfterCreate(paste: CreatedPaste, { origin, fragment, encrypted, endToEnd }: LandingOptions): Landing {
  const path = `/${encodeURIComponent(paste.id)}${fragment ? `#${fragment}` : ""}`;
  if (!paste.burnAfterRead) return { kind: "paste", path };
  return {
    kind: "read-once",
    link: new URL(path, origin).toString(),
    path,
    writerMayView: paste.ownerId !== null,
    readerSecret: encrypted ? "password" : endToEnd && !fragment ? "passphrase" : null,
  };
}
