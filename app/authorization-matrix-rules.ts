// The authorization matrix's vocabulary and its one rule (authorization-matrix.ts): the kinds of
// paste, the kinds of caller, what a door is, the status each cell must answer and what it must
// not show.

export const KEY = "matrix-encryption-key";

export const KINDS = ["public", "private", "pinned", "encrypted", "anonymous", "expired", "binned", "burn", "quarantined", "e2e"] as const;
export type Kind = (typeof KINDS)[number];

export const ACTORS = ["anonymous", "wrong token", "other user", "owner without scope", "owner", "owner (session)", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

export const marker = (kind: Kind) => ({
  title: `SECRET-TITLE-${kind}`,
  content: `SECRET-CONTENT-${kind}`,
  tag: `SECRET-TAG-${kind}`,
});

export interface Target {
  id: string;
  pastyId: string;
  historyId: string;
  kind: Kind;
  /** The owner's username (the doors of their lists). */
  ownerName: string;
}

export interface Outcome {
  status: number;
  text: string;
}

export type Rule =
  /** `version`: of a history version, which a burn-after-reading paste never has (no history is kept). */
  /** `serverText`: the door works on the text itself (stats, languages, zip), which an E2E paste's server never has. */
  /** `plainOnly`: the door draws the text itself for anyone who asks (an image of code): never of a paste that burns or needs a key. */
  | { type: "read"; content: boolean; legacy?: boolean; version?: boolean; serverText?: boolean; plainOnly?: boolean }
  | { type: "starGet" }
  | { type: "starPost" }
  /** `legacy`: through the older interface, where an encrypted paste answers like a missing one. */
  | { type: "owned"; action: "pin" | "private" | "edit" | "tags" | "restore"; legacy?: boolean }
  /** `legacy`: through the older interface, which answers a deletion 200 (v3: 204). */
  | { type: "delete"; legacy?: boolean }
  | { type: "list" }
  /** Forking the paste (lib/pastes/forks.ts): a read of it that writes a copy of the caller's. */
  | { type: "fork" }
  /** Reporting the paste (lib/moderation): whoever may read it, without consuming it. */
  | { type: "report" }
  /** Purging a revision (lib/pastes/purge): whoever may delete the paste; its cells purge revision 0 of a once-edited paste. */
  | { type: "purge" }
  /** An admin's decision on its reports; the matrix's cells ask to delete it. */
  | { type: "moderate" }
  /** An admin page (the report queue, the audit log, the accounts): of no paste, and missing for anyone but an admin. */
  | { type: "adminPage" }
  /** An admin-only read of the API (the accounts list): of no paste; 401 without a login, 403 for anyone but an admin. */
  | { type: "adminApi" }
  /** Of no paste and for anyone (the captcha's challenges): 200 to every caller but a wrong token. */
  | { type: "open" }
  /**
   * The caller's own account security (sessions, sign-ins, second factors): of no paste; 401
   * without a login, 403 without user:access_tokens, else `success` (a missing session: 404).
   * `browserOnly`: second factors, which no access token may manage (403).
   */
  | { type: "account"; success: number; browserOnly?: boolean }
  /** The v1 read: as nobody, whoever asks. */
  | { type: "v1Read" }
  /** The caller's own account (/api/v2/user/self…); `listsPastes` when it lists their paste ids. */
  | { type: "self"; listsPastes: boolean }
  /**
   * A gist's star, GitHub's way (204, or 404 when not starred): `check` asks whether the caller
   * starred it (the matrix's door stars it for them first, as if starred before it changed), `set`
   * stars or unstars it.
   */
  | { type: "gistStar"; action: "check" | "set" }
  /**
   * A gist's comments (lib/comments/access.ts): `read` a list or one, `write` a new one, `edit`
   * or `delete` one the paste's owner wrote. The matrix's doors put that comment there first.
   */
  | { type: "comment"; action: "read" | "write" | "edit" | "delete" }
  /**
   * The recycle bin (lib/recycle-bin): `list` the caller's own, `admin` every one (admins), and
   * `restore` or `delete` the target, which only a binned one can be: its owner both, an admin
   * the deletion (a purge); anyone else finds nothing there.
   */
  | { type: "bin"; action: "list" | "admin" | "restore" | "delete" };

export interface Endpoint {
  name: string;
  rule: Rule;
  /** The door changes the paste it is called on: each cell gets a fresh one, made after the read rows. */
  mutates: boolean;
  /** The answer holds the pasty text as it is: a reader's 2xx must contain the marker (control). */
  showsContent?: boolean;
  /**
   * What the door does with a burn-after-reading paste asked for by anyone but its owner:
   * "consumes" answers its content once and deletes it; "kept" (history and the like, which would
   * show the content without consuming it) answers like a missing paste. Unset: it only looks at
   * the paste (stats, languages, the page's notice), which stays.
   */
  burn?: "consumes" | "kept";
  /** The door acts on a history entry: its fresh target is edited once first. */
  history?: boolean;
  /** The exact keys of a 200's JSON object: an older door answers the original object, nothing more. */
  keys?: readonly string[];
  call: (target: Target, headers: Record<string, string>) => Promise<Outcome>;
}

export const isOwnerAccount = (actor: Actor) => actor === "owner" || actor === "owner (session)" || actor === "owner without scope";
/** The actors that may read everything of the owner's pastes: the owner holding paste:read. */
export const isReader = (actor: Actor) => actor === "owner" || actor === "owner (session)";
export const sendsKey = isReader;

/** The rules, written once (lib/pastes/access.ts, interface.md 4.3, behaviour.md "Status codes"). */
export function expectedStatus(endpoint: Endpoint, actor: Actor, kind: Kind): number {
  const rule = endpoint.rule;
  if (actor === "wrong token") return 401; // never a silent anonymous
  if (rule.type === "list") return 200;
  // A binned paste reads as an expired one through every door (lib/pastes/mutations.ts binPaste).
  const gone = kind === "expired" || kind === "binned";
  const hidden = gone || (kind === "private" && !isOwnerAccount(actor)); // like missing
  /** Someone else's burn-after-reading paste, which they may only open once (lib/pastes/burn.ts). */
  const burnOfOthers = kind === "burn" && !isOwnerAccount(actor);
  const needsKey = kind === "encrypted" && !sendsKey(actor);
  /** Held back by the moderators from all but its owner and admins: 451, the older APIs' 404. */
  const underReview = kind === "quarantined" && !isOwnerAccount(actor) && actor !== "admin";
  const unavailable = "legacy" in rule && rule.legacy ? 404 : 451;
  switch (rule.type) {
    case "v1Read":
      return gone || kind === "private" || kind === "encrypted" || kind === "quarantined" || kind === "e2e" ? 404 : 200;
    case "self":
      return actor === "anonymous" ? 401 : 200; // any login; self/pastes answers the caller's own
    case "read":
      if (hidden) return 404;
      if (underReview) return unavailable;
      if (actor === "owner without scope") return 403; // logged in without paste:read
      if (burnOfOthers && endpoint.burn === "kept") return 404; // would show it without consuming it
      if (rule.plainOnly && (kind === "burn" || kind === "encrypted" || kind === "e2e")) return 404; // like a missing paste
      if (kind === "burn" && rule.version) return 404;
      if (rule.legacy && (kind === "encrypted" || kind === "e2e")) return 404; // not usable through the older API
      if (rule.serverText && kind === "e2e") return 400; // the server holds only ciphertext
      if (rule.content && needsKey) return 400; // Missing encryption key
      return 200;
    case "starGet":
      if (actor === "anonymous") return 401;
      if (underReview && !hidden) return 451;
      return hidden ? 404 : 200; // needs a login, no scope
    case "starPost":
      if (actor === "anonymous") return 401;
      if (hidden) return 404;
      if (underReview) return 451;
      if (actor === "owner without scope") return 403; // it answers the paste: a read
      if (burnOfOthers && endpoint.burn === "kept") return 404; // the answer would show it without consuming it
      if (kind === "burn") return 400; // stars are a list, and it is in none
      return needsKey ? 400 : 200; // answers the paste, so its content is read first
    case "owned":
      if (actor === "anonymous") return 401;
      if (actor === "owner without scope") return 403; // pin needs `user`, the others `paste`
      if (hidden) return 404;
      if (underReview) return unavailable; // the paste is read before the owner is asked for
      if (rule.legacy && (kind === "encrypted" || kind === "e2e")) return 404; // not usable through the older API
      // The older edit reads the paste first, a read that would show it without consuming it.
      if (rule.legacy && burnOfOthers) return 404;
      if (kind === "anonymous") return 400; // an owner-less paste cannot be changed
      if (!isOwnerAccount(actor)) return 403;
      // A pin would show a quarantined paste to the visitors it is held back from (lib/pastes/paste-actions.ts).
      if (rule.action === "pin" && (kind === "private" || kind === "burn" || kind === "quarantined")) return 400;
      if (rule.action === "private" && kind === "pinned") return 400;
      if (rule.action === "restore" && kind === "burn") return 404; // it keeps no history
      if (rule.action === "edit" && kind === "e2e") return 400; // the matrix's edit is in the clear, without the e2e block
      return needsKey ? 400 : 200;
    case "fork":
      if (hidden) return 404;
      if (underReview) return 451;
      if (actor === "owner without scope") return 403; // reading it needs paste:read
      if (burnOfOthers) return 404; // a copy would show it without consuming it
      if (kind === "burn" || kind === "quarantined") return 409; // meant to be read once; held back
      if (kind === "e2e") return 400; // a copy would need the text
      return needsKey ? 400 : 201;
    case "report":
      if (hidden) return 404;
      if (underReview) return 451; // what one cannot read, one cannot report
      if (actor === "owner without scope") return 403; // logged in without paste:read, like a read
      return 201; // nothing of the paste is read: no key needed, a burn-after-reading paste stays
    case "adminPage":
      return actor === "admin" ? 200 : 404; // the pages do not tell others that they exist
    case "open":
      return 200;
    case "adminApi":
      if (actor === "anonymous") return 401;
      return actor === "admin" ? 200 : 403;
    case "account":
      if (actor === "anonymous") return 401;
      if (actor === "owner without scope" || (rule.browserOnly && actor !== "owner (session)")) return 403;
      return rule.success;
    case "purge":
      if (actor === "anonymous") return 401;
      if (actor === "owner without scope") return 403;
      if (hidden) return 404;
      if (underReview) return 451;
      // The owner, or an admin for a public paste (a private one is hidden above); an owner-less one is the admins'.
      if (!((isOwnerAccount(actor) && kind !== "anonymous") || actor === "admin")) return 403;
      return kind === "burn" ? 409 : 200; // it keeps no history: revision 0 is its latest; no key is needed for any other
    case "moderate":
      if (actor === "anonymous") return 401;
      if (actor !== "admin") return 403; // admins only, whatever the paste
      return hidden ? 404 : 200; // the admin deletion: any public paste, a private one is missing
    case "gistStar":
      if (actor === "anonymous") return 401; // a login, whatever the paste
      if (hidden) return 404;
      if (underReview) return 451;
      // Whether one starred it needs no scope (as starGet); starring reads it without consuming it.
      if (rule.action === "check") return kind === "burn" ? 404 : 204; // a burn-after-reading paste is never starred
      if (actor === "owner without scope") return 403;
      if (burnOfOthers) return 404; // like a missing paste, as on the other gist doors; it stays
      if (kind === "burn") return 400; // stars are a list, and it is in none
      return 204; // nothing of the paste is answered: no key needed
    case "bin":
      if (actor === "anonymous") return 401;
      if (actor === "owner without scope") return 403; // the list needs paste:read, the rest paste
      if (rule.action === "list") return 200;
      if (rule.action === "admin") return actor === "admin" ? 200 : 403;
      if (kind !== "binned") return 404; // nothing of a live or expired paste is in a bin
      if (isOwnerAccount(actor)) return 204;
      return rule.action === "delete" && actor === "admin" ? 204 : 404;
    case "comment":
      return expectedCommentStatus(rule.action, actor, kind, { hidden, underReview, needsKey });
    case "delete":
      if (actor === "anonymous") return 401;
      if (actor === "owner without scope") return 403;
      if (hidden) return 404;
      if (underReview) return unavailable;
      if (isOwnerAccount(actor) && kind !== "anonymous") return rule.legacy ? 200 : 204;
      if (actor === "admin") return rule.legacy ? 200 : 204; // admins delete public pastes (private ones are hidden above)
      return 403;
  }
}

/**
 * The comments' rules (lib/comments/access.ts): reading them is reading the paste; writing,
 * editing and deleting need a login with `paste` first. A burn-after-reading paste shows no
 * comments to anyone, its owner included (403 "turned off", which tells nothing its stats door
 * does not), and has none to edit or delete. An encrypted paste's bodies need its key; an E2E
 * paste's come sealed, so the matrix's plain body is refused.
 */
function expectedCommentStatus(
  action: "read" | "write" | "edit" | "delete",
  actor: Actor,
  kind: Kind,
  paste: { hidden: boolean; underReview: boolean; needsKey: boolean },
): number {
  const writes = action !== "read";
  if (writes && actor === "anonymous") return 401;
  if (writes && actor === "owner without scope") return 403;
  if (paste.hidden) return 404;
  if (paste.underReview) return 451;
  if (actor === "owner without scope") return 403; // reading needs paste:read
  if (action === "delete") {
    if (kind === "burn") return 404; // it has no comments; deleting is allowed with comments off
    return isOwnerAccount(actor) || actor === "admin" ? 204 : 403; // the author (the owner), the owner, an admin
  }
  if (kind === "burn") return 403;
  if (action === "edit" && !isOwnerAccount(actor)) return 403; // its author only
  if (paste.needsKey) return 400;
  if (writes && kind === "e2e") return 400; // not sealed
  return action === "write" ? 201 : 200;
}

/**
 * Whether this cell's answer must have deleted the burn-after-reading paste: a door that consumes
 * it read it for someone other than its owner (v1 reads as nobody, so for its owner too), or it
 * was deleted.
 */
export function burnsIt(endpoint: Endpoint, actor: Actor, status: number): boolean {
  if (endpoint.rule.type === "delete" || endpoint.rule.type === "moderate") return status >= 200 && status < 300;
  const read = status >= 200 && status < 300;
  return read && endpoint.burn === "consumes" && (endpoint.rule.type === "v1Read" || !isOwnerAccount(actor));
}

/** The strings this actor must not find in this answer. */
export function secretsFor(endpoint: Endpoint, kind: Kind, actor: Actor, status: number): string[] {
  const m = marker(kind);
  if (status < 200 || status >= 300) return [m.title, m.content, m.tag];
  // A binned paste is in no answer but the bin's, to its owner and the admins.
  if (kind === "binned") return endpoint.rule.type === "bin" && (isReader(actor) || actor === "admin") ? [] : [m.title, m.content, m.tag];
  // End to end: the title and text are in no answer at all, the owner's included.
  if (kind === "e2e")
    return isReader(actor) ? [m.title, m.content] : [m.title, m.content, ...(actor === "owner without scope" ? [] : [m.tag])];
  if (isReader(actor)) return [];
  const secrets = actor === "owner without scope" ? [] : [m.tag];
  if (kind === "private" || kind === "encrypted") secrets.push(m.content);
  // A door that does not consume a burn-after-reading paste shows others none of its content.
  if (kind === "burn" && endpoint.burn !== "consumes") secrets.push(m.content);
  if (kind === "private") secrets.push(m.title);
  // What the moderators hold back is in nobody's answer but its owner's and the admins'.
  if (kind === "quarantined" && !isOwnerAccount(actor) && actor !== "admin") secrets.push(m.title, m.content);
  return secrets;
}
