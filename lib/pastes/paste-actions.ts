// Which of a paste's actions can work for which paste and viewer: the one rule every toolbar
// reads (components/paste/paste-toolbar.tsx, the palette, the "under review" box), so nothing is
// offered that the API then refuses. It follows the API's refusals (access.ts, toggles.ts,
// forks.ts, burn.ts, end-to-end.ts) and the embed page's: an action offered here is one they
// accept; an action they accept may still be withheld where it could only produce something
// useless (a share link of a paste nobody may see).

/** What decides the actions of a paste; a paste may be several kinds at once (private and encrypted). */
export interface PasteActionFacts {
  burnAfterRead: boolean;
  private: boolean;
  /** Encrypted by the server with a password. */
  encrypted: boolean;
  /** End-to-end encrypted: the server holds ciphertext only. */
  endToEnd: boolean;
  /** Held back by the moderators (lib/moderation/quarantine.ts). */
  quarantined: boolean;
  /** Past its expiry: gone for everyone, whether or not the sweeper removed it yet. */
  expired: boolean;
  pinned: boolean;
}

export interface PasteActionViewer {
  isOwner: boolean;
  /** An admin who may delete this paste of someone else's (access.ts isModeratorDelete). */
  mayModerate: boolean;
}

export const PASTE_ACTIONS = [
  "star",
  "copy-link",
  "qr-code",
  "embed",
  "download",
  "clone",
  "fork",
  "compare",
  "report",
  "edit",
  "pin",
  "private",
  "tags",
  "share-links",
  "delete",
] as const;
export type PasteAction = (typeof PASTE_ACTIONS)[number];

/**
 * Why an action is withheld, named for the page to word (paste.withheld in the catalogues: a
 * tooltip says it in the reader's language).
 */
export type WithheldReason =
  | "expired"
  | "readOnce"
  | "underReview"
  | "endToEnd"
  | "qrKey"
  | "embedKey"
  | "embedPrivate"
  | "embedPassword"
  | "privateNotPinned"
  | "pinnedNotPrivate"
  | "shareLinksPrivate"
  | "notYours";

/**
 * Offered, or withheld and why. `fixable`: the viewer can make it work by changing another of the
 * paste's settings, so a toolbar shows it disabled rather than hiding it.
 */
export type ActionAnswer = { offered: true } | { offered: false; why: WithheldReason; fixable: boolean };

/** The reasons the owner can lift with another switch of the same toolbar. */
const FIXABLE = new Set<WithheldReason>(["privateNotPinned", "pinnedNotPrivate"]);

/** The first reason that applies, or null: each refusal below lists them in the order the API checks them. */
const firstReason = (...reasons: (WithheldReason | false)[]): WithheldReason | null =>
  reasons.find((reason): reason is WithheldReason => reason !== false) ?? null;

/** Why an action cannot work for this paste whoever asks, or null when it can. */
const refusals: Record<PasteAction, (paste: PasteActionFacts) => WithheldReason | null> = {
  // lib/pastes/toggles.ts toggleStar.
  star: (paste) => firstReason(paste.burnAfterRead && "readOnce"),
  "copy-link": () => null,
  // lib/pastes/qr-code.ts: the server cannot draw an E2E paste's whole link (its key is in the
  // fragment); a read-once paste's link is for its one reader, and the code would only copy it.
  "qr-code": (paste) => firstReason(paste.burnAfterRead && "readOnce", paste.endToEnd && "qrKey"),
  // app/[pasteId]/embed/page.tsx shows only a public, plain paste to a visitor.
  embed: (paste) =>
    firstReason(
      paste.burnAfterRead && "readOnce",
      paste.quarantined && "underReview",
      paste.endToEnd && "embedKey",
      paste.private && "embedPrivate",
      paste.encrypted && "embedPassword",
    ),
  // lib/pastes/burn.ts openPaste refuses the zip of an E2E paste.
  download: (paste) => firstReason(paste.endToEnd && "endToEnd"),
  // The editor's clone form reads the server's copy (lib/editor/page.ts).
  clone: (paste) => firstReason(paste.endToEnd && "endToEnd"),
  // lib/pastes/forks.ts forkPaste.
  fork: (paste) => firstReason(paste.burnAfterRead && "readOnce", paste.quarantined && "underReview", paste.endToEnd && "endToEnd"),
  // lib/pastes/compare.ts refuses E2E pastes; a read-once paste is not kept to compare.
  compare: (paste) => firstReason(paste.burnAfterRead && "readOnce", paste.endToEnd && "endToEnd"),
  // A read-once paste is gone once its reader could report it.
  report: (paste) => firstReason(paste.burnAfterRead && "readOnce"),
  edit: () => null,
  // lib/pastes/toggles.ts togglePinned; unpinning always works.
  pin: (paste) =>
    paste.pinned
      ? null
      : firstReason(paste.burnAfterRead && "readOnce", paste.quarantined && "underReview", paste.private && "privateNotPinned"),
  // lib/pastes/toggles.ts togglePrivate.
  private: (paste) => firstReason(!paste.private && paste.pinned && "pinnedNotPrivate"),
  tags: () => null,
  // Links are for private pastes; one of a paste under review would only answer that it is under review.
  "share-links": (paste) =>
    firstReason(!paste.private && "shareLinksPrivate", paste.burnAfterRead && "readOnce", paste.quarantined && "underReview"),
  delete: () => null,
};

/** Who may ask for an action at all, whatever the paste (access.ts ownedPaste, mayDeletePaste). */
const allowedViewer: Record<PasteAction, (viewer: PasteActionViewer) => boolean> = {
  star: () => true,
  "copy-link": () => true,
  "qr-code": () => true,
  embed: () => true,
  download: () => true,
  clone: () => true,
  fork: () => true,
  compare: () => true,
  // Its owner has nothing to report.
  report: (viewer) => !viewer.isOwner,
  edit: (viewer) => viewer.isOwner,
  pin: (viewer) => viewer.isOwner,
  private: (viewer) => viewer.isOwner,
  tags: (viewer) => viewer.isOwner,
  "share-links": (viewer) => viewer.isOwner,
  delete: (viewer) => viewer.isOwner || viewer.mayModerate,
};

/** Whether `action` can work on this paste for this viewer, and if not, why. */
export function pasteActionAnswer(action: PasteAction, paste: PasteActionFacts, viewer: PasteActionViewer): ActionAnswer {
  const why = paste.expired ? "expired" : allowedViewer[action](viewer) ? refusals[action](paste) : "notYours";
  return why === null ? { offered: true } : { offered: false, why, fixable: FIXABLE.has(why) };
}

/** Every action's answer, for a toolbar to read. */
export function pasteActions(paste: PasteActionFacts, viewer: PasteActionViewer): Record<PasteAction, ActionAnswer> {
  return Object.fromEntries(PASTE_ACTIONS.map((action) => [action, pasteActionAnswer(action, paste, viewer)])) as Record<
    PasteAction,
    ActionAnswer
  >;
}

/** The actions this viewer would have on this paste were it not under review: what the "under review" box names. */
export function actionsWithheldForReview(paste: PasteActionFacts, viewer: PasteActionViewer): PasteAction[] {
  if (!paste.quarantined) return [];
  const released = { ...paste, quarantined: false };
  return PASTE_ACTIONS.filter(
    (action) => !pasteActionAnswer(action, paste, viewer).offered && pasteActionAnswer(action, released, viewer).offered,
  );
}

/** The facts of a paste as its page has them: a page is only ever of a live paste. */
export function pageActionFacts(page: {
  paste: { burnAfterRead: boolean; private: boolean; pinned: boolean; e2e?: unknown };
  encrypted: boolean;
  quarantine: unknown;
}): PasteActionFacts {
  const { paste } = page;
  return {
    burnAfterRead: paste.burnAfterRead,
    private: paste.private,
    encrypted: page.encrypted,
    endToEnd: paste.e2e !== undefined,
    quarantined: page.quarantine !== null,
    expired: false,
    pinned: paste.pinned,
  };
}
