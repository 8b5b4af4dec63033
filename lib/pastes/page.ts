import { notFound } from "next/navigation";
import { cache } from "react";
import type { Caller } from "../auth/caller";
import { pageCaller } from "../auth/current-user";
import { commentsForPage, type PageComments } from "../comments/page";
import { env } from "../core/env";
import { AppError } from "../core/errors";
import { answerCurrentRequestWith } from "../http/request-context";
import { TEXT } from "../languages/data";
import { findLanguage, resolveLanguage } from "../languages/resolve";
import {
  isNotebook,
  type PreviewRendering,
  type RenderedHtml,
  renderCode,
  renderMarkdown,
  renderNotebook,
  type RenderStore,
  renderTable,
  tableFormatOf,
} from "../render/render";
import { isDiagramPasty } from "../render/diagram";
import { type DiagramRefusal, diagramRefusal, hasDiagramFence } from "../render/diagram-limits";
import { getUserDto } from "../users/queries";
import type { UserDto } from "../users/dto";
import { burnsOnRead, isModeratorDelete, isOwner, readablePaste } from "./access";
import { openPaste } from "./burn";
import { isEncrypted, readPasties } from "./content";
import { isEndToEnd } from "./end-to-end";
import { isKeyError, SecretKey } from "./crypto";
import { highlightDiffs } from "./diff-highlight";
import { diffPasties, type PastyDiff } from "./diff-view";
import type { PasteForks } from "./fork-schema";
import { FORKS_ON_PAGE, forksSeenBy } from "./forks";
import { iso, toPasteDto } from "./dto";
import { getEditSummaries, getHistoryCompact, getHistoryDiff, getHistoryEntries, getHistoryVersion } from "./history";
import { isStarredBy, type PasteRecord } from "./queries";
import type { LanguageStat, PasteDiff, PasteDto, PastyDto } from "./schema";
import { languageStats } from "./stats";
import { textStats } from "./text-stats";
import { pastyName } from "./names";
import { readUnlockKey } from "./unlock";

// Loaders of the paste pages: everything a page shows, under the same access rules as the API.

export interface RenderedPasty {
  id: string;
  title: string;
  /** The title, or "Pasty n" (lib/pastes/names.ts). */
  name: string;
  language: { name: string; color: string | null };
  /** The code block's HTML (escaped, highlighted when it could be). */
  code: RenderedHtml;
  stats: { bytes: number; lines: number; words: number };
  /** Markdown pasties only: the rendering, or why the source is shown instead. */
  markdown: PreviewRendering | null;
  /** CSV and TSV pasties only (lib/render/table.mjs): the table, or why the source is shown instead. */
  table: PreviewRendering | null;
  /** Mermaid pasties only: the text the browser draws (components/paste/mermaid.ts), or why the source is shown instead. */
  diagram: { source: string } | { refused: DiagramRefusal } | null;
  /** A Markdown pasty with ```mermaid blocks, which the browser draws in place: only its page loads mermaid. */
  markdownDiagrams: boolean;
  /** Jupyter notebooks only (lib/render/notebook.mjs): the cells, or why the source is shown instead. */
  notebook: PreviewRendering | null;
}

export type PastePage =
  | { kind: "locked"; pasteId: string; wrongKey: boolean }
  /** A burn-after-reading paste of someone else's: what it is, and a button that opens it once. */
  | { kind: "opens-once"; pasteId: string }
  | {
      kind: "open";
      paste: PasteDto;
      owner: UserDto | null;
      viewerIsOwner: boolean;
      /** An admin who may delete this paste of someone else's (moderation). */
      viewerMayModerate: boolean;
      /** Held back by the moderators: only its owner and admins get this page, and are told why. */
      quarantine: { since: Date; note: string } | null;
      /** Null for anonymous visitors, who cannot star. */
      starred: boolean | null;
      encrypted: boolean;
      pasties: RenderedPasty[];
      languageStats: LanguageStat[];
      /** This view consumed a burn-after-reading paste: it is gone, nothing links to it. */
      burned: boolean;
      comments: PageComments;
      /** Where it was forked from and its newest forks, as far as the viewer may see them. */
      forks: PasteForks;
    };

/**
 * A paste as its page shows it. Missing, expired and other people's private pastes throw the
 * API's 404; an encrypted paste without its key (or with a wrong one) comes back locked. Someone
 * else's burn-after-reading paste is not read here (link previews load this page): it comes back
 * as `opens-once`, and openPastePage reads it.
 */
export async function loadPastePage(caller: Caller, pasteId: string, key: string | null, commentsPage = 0): Promise<PastePage> {
  const record = await readablePaste(caller, pasteId);
  const encrypted = isEncrypted(record);
  // One SecretKey opens the content and then its comments (they share its salt: crypto.ts).
  const secret = encrypted && key !== null ? new SecretKey(key) : null;
  let pasties: PastyDto[];
  try {
    pasties = await readPasties(record, secret);
  } catch (error) {
    if (encrypted && error instanceof AppError && error.status === 400) {
      return { kind: "locked", pasteId: record.id, wrongKey: key !== null };
    }
    throw error;
  }
  if (burnsOnRead(caller, record)) return { kind: "opens-once", pasteId: record.id };
  return pastePageOf(caller, record, pasties, false, secret, commentsPage);
}

/** The open button of an `opens-once` page: the paste, read and so deleted (lib/pastes/burn.ts). */
export async function openPastePage(caller: Caller, pasteId: string, key: string | null): Promise<PastePage & { kind: "open" }> {
  const { paste, pasties, burned } = await openPaste(caller, pasteId, key);
  return pastePageOf(caller, paste, pasties, burned, key);
}

/**
 * The open page of a paste already read (by a door that decided who may read it), `key` being
 * the one that opened it if it is encrypted (its comments are encrypted with it too).
 */
export async function pastePageOf(
  caller: Caller,
  record: PasteRecord,
  pasties: PastyDto[],
  burned: boolean,
  key: string | SecretKey | null,
  commentsPage = 0,
): Promise<PastePage & { kind: "open" }> {
  const encrypted = isEncrypted(record);
  // An E2E paste's pasties are ciphertext: the browser opens and highlights them (components/end-to-end).
  const sealed = isEndToEnd(record);
  const [owner, starred, rendered, comments, forks] = await Promise.all([
    record.ownerId ? getUserDto(record.ownerId).catch(() => null) : null,
    caller.kind === "user" && !burned ? isStarredBy(caller.user.id, record.id) : null,
    sealed ? [] : renderPasties(pasties, encrypted ? null : { pasteId: record.id }),
    commentsForPage(caller, record, pasties, encrypted ? key : null, commentsPage),
    forksSeenBy(caller, record.id, FORKS_ON_PAGE),
  ]);
  return {
    kind: "open",
    paste: toPasteDto(record, pasties, caller),
    owner,
    viewerIsOwner: isOwner(caller, record),
    viewerMayModerate: isModeratorDelete(caller, record),
    quarantine: record.quarantinedAt ? { since: record.quarantinedAt, note: record.quarantineNote ?? "" } : null,
    starred,
    encrypted,
    pasties: rendered,
    languageStats: sealed ? [] : languageStats(pasties),
    burned,
    comments,
    forks,
  };
}

/**
 * Pasties for display (history versions use it too): the renderings stored when the version was
 * written, or rendered now off the request thread. `store` is where a rendering may be kept (null
 * for an encrypted paste's, whose HTML is its plain text).
 */
export function renderPasties(pasties: readonly PastyDto[], store: RenderStore): Promise<RenderedPasty[]> {
  return Promise.all(
    pasties.map(async (pasty, index) => {
      const language = findLanguage(pasty.language) ?? resolveLanguage(TEXT);
      const isMarkdown = language.name === "Markdown";
      const tableFormat = tableFormatOf(language.name, pasty.title);
      const [code, markdown, table, notebook] = await Promise.all([
        renderCode(pasty.content, language.name, store),
        isMarkdown ? renderMarkdown(pasty.content, store) : null,
        tableFormat ? renderTable(pasty.content, tableFormat, store) : null,
        isNotebook(language.name, pasty.title) ? renderNotebook(pasty.content, store) : null,
      ]);
      const refusal = isDiagramPasty(language.name, pasty.title) ? diagramRefusal(pasty.content) : undefined;
      return {
        id: pasty.id,
        title: pasty.title,
        name: pastyName(pasty.title, index),
        language: { name: language.name, color: language.color },
        code,
        stats: textStats(pasty.content),
        markdown,
        table,
        diagram: refusal === undefined ? null : refusal ? { refused: refusal } : { source: pasty.content },
        markdownDiagrams: isMarkdown && markdown !== null && "rendered" in markdown && hasDiagramFence(pasty.content),
        notebook,
      };
    }),
  );
}

/**
 * The paste page of the visitor (session cookie, unlock cookie), once per render: the page and
 * its metadata share it.
 */
export const loadPastePageForVisitor = cache(async (pasteId: string, commentsPage = 0): Promise<PastePage> =>
  loadPastePage(await pageCaller(), pasteId, await readUnlockKey(pasteId), commentsPage),
);

/** The page of comments a paste page's `?comments=` asks for (0 when it asks for none). */
export function commentsPageOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(page) && page > 0 ? page : 0;
}

/** Runs a page loader, turning the API's 404 into the friendly not-found page. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** What a paste's page shows in place of a paste the moderators hold back (lib/moderation/quarantine.ts). */
const UNDER_REVIEW = { kind: "under-review" } as const;
export type UnderReviewPage = typeof UNDER_REVIEW;

export const isUnderReview = (page: unknown): page is UnderReviewPage => page === UNDER_REVIEW;

/** What the pages of a purged version show (lib/pastes/purge): when it was purged, never what it held. */
export interface PurgedPage {
  kind: "purged";
  message: string;
}

/** Runs the loader of a version's page: a purged version's 410 becomes a PurgedPage, answered 410. */
export async function orPurged<T>(load: Promise<T>): Promise<T | PurgedPage> {
  try {
    return await load;
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 410) throw error;
    answerCurrentRequestWith(410);
    return { kind: "purged", message: error.message };
  }
}

/**
 * Runs the loader of a page that shows a paste: the API's 404 becomes the not-found page, its 451
 * (a paste under review) UNDER_REVIEW, for the page to say so, answered with 451 (set by the
 * custom server: a page cannot). The page says it itself because Next.js draws the not-found
 * page before the page's loader has run, so that page cannot know why it is shown.
 */
export async function orUnavailable<T>(load: Promise<T>): Promise<T | UnderReviewPage> {
  try {
    return await orNotFound(load);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 451) throw error;
    answerCurrentRequestWith(451);
    return UNDER_REVIEW;
  }
}

/** An encrypted paste's page without its key (or with a wrong one): the password prompt instead. */
export interface LockedPage {
  kind: "locked";
  pasteId: string;
  wrongKey: boolean;
}

/** Loads a page of a paste's content; a missing or wrong key of an encrypted paste locks it. */
async function lockedWithoutKey<T>(pasteId: string, key: string | null, load: () => Promise<T>): Promise<T | LockedPage> {
  try {
    return await load();
  } catch (error) {
    if (isKeyError(error)) return { kind: "locked", pasteId, wrongKey: key !== null };
    throw error;
  }
}

export interface HistoryVersionPage {
  kind: "open";
  paste: PasteDto;
  pasties: RenderedPasty[];
  /** The owner may restore this version (an edit). */
  viewerIsOwner: boolean;
}

/** `/:id/history/:hid`: the paste as it was before that edit, highlighted. */
export function historyVersionPage(
  caller: Caller,
  pasteId: string,
  historyId: string,
  key: string | null,
): Promise<HistoryVersionPage | LockedPage> {
  return lockedWithoutKey(pasteId, key, async () => {
    const paste = await getHistoryVersion(caller, pasteId, historyId, key);
    // Only an encrypted paste's version needs a key: its renderings are not kept.
    return {
      kind: "open" as const,
      paste,
      // An E2E version is ciphertext: the browser opens and highlights it.
      pasties: paste.e2e ? [] : await renderPasties(paste.pasties, key === null ? { pasteId } : null),
      viewerIsOwner: isOwner(caller, paste),
    };
  });
}

export async function loadHistoryVersionPage(pasteId: string, historyId: string) {
  return historyVersionPage(await pageCaller(), pasteId, historyId, await readUnlockKey(pasteId));
}

export interface HistoryDiffPage {
  kind: "open";
  diff: PasteDiff;
  pasties: PastyDiff[];
  /** The edits before and after this one, for the previous/next links. */
  olderEditId: string | null;
  newerEditId: string | null;
}

/** `/:id/history/:hid/diff`: per pasty, what that edit changed. */
export function historyDiffPage(
  caller: Caller,
  pasteId: string,
  historyId: string,
  key: string | null,
): Promise<HistoryDiffPage | LockedPage> {
  return lockedWithoutKey(pasteId, key, async () => {
    const [diff, edits] = await Promise.all([getHistoryDiff(caller, pasteId, historyId, key), getHistoryCompact(caller, pasteId)]);
    // Two E2E versions are compared in the browser, which holds the key (components/end-to-end).
    const sealed = diff.newPaste.e2e !== undefined;
    const pasties = sealed ? [] : diffPasties(diff.oldPaste.pasties, diff.newPaste.pasties);
    if (!sealed) await highlightDiffs(pasties, diff.oldPaste.pasties, diff.newPaste.pasties, key === null ? { pasteId } : null);
    // Newest first: the older edit follows this one in the list.
    const index = edits.findIndex((edit) => edit.id === historyId);
    return { kind: "open" as const, diff, pasties, olderEditId: edits[index + 1]?.id ?? null, newerEditId: edits[index - 1]?.id ?? null };
  });
}

export async function loadHistoryDiffPage(pasteId: string, historyId: string) {
  return historyDiffPage(await pageCaller(), pasteId, historyId, await readUnlockKey(pasteId));
}

/** `/:id/history`: the paste's edits, newest first. */
export async function loadHistoryListPage(pasteId: string) {
  const caller = await pageCaller();
  const page = await loadPastePageForVisitor(pasteId);
  const [edits, summaries] = await Promise.all([getHistoryEntries(caller, pasteId), getEditSummaries(caller, pasteId)]);
  return {
    page,
    edits: edits.map((edit) => ({
      ...edit,
      editedAt: iso(edit.editedAt),
      purgedAt: edit.purgedAt ? iso(edit.purgedAt) : null,
      summary: summaries.get(edit.id) ?? null,
    })),
    maxEdits: env().MAX_EDITS_PER_PASTE,
  };
}
