import { changing } from "../changes/announce";
import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { database, db } from "../db/client";
import { sql } from "../db/sql";
import { env } from "../core/env";
import { AppError, badRequest, unauthorized } from "../core/errors";
import { expiryDate } from "../core/expires-in";
import { newId } from "../core/ids";
import { withUniqueId } from "../db/unique-id";
import { chooseLanguage } from "../languages/autodetect";
import { v2NameToRemember } from "../languages/v2-names";
import { renderAhead } from "./first-views";
import { ownedPaste } from "./access";
import { logPasteAction } from "./action-log";
import { blocklistHashesOf, refuseBlockedContent, removedContent } from "./blocked-content";
import { isEncrypted, readPasties, snapshotColumns } from "./content";
import { encryptJson, requireKey } from "./crypto";
import { toPasteDto } from "./dto";
import { recordEdit } from "./edits";
import { checkSecretsBeforePublish, withPastyIds } from "../secrets/policy";
import { NO_FINDINGS, type SecretFindings } from "../secrets/findings";
import { checkEditedBlock, e2eBlockOf, refuseClearTitle, sealedBlock, sealedPasties } from "./end-to-end";
import type { PasteRecord } from "./queries";
import type { CreatePasteInput, E2eBlockDto, EditPasteInput, PasteDto, PastyDto, SecretInRevision } from "./schema";
import { secretsStillInHistory } from "./secrets-in-history";
import { normalizeTags } from "./tags";

/** A pasty as its row is written: plus the original v2 name its client chose, if worth keeping. */
type StoredPasty = PastyDto & { v2Language: string | null };

/** Encrypted blobs hold pasties as every surface reads them. */
const withoutV2Language = ({ v2Language: _kept, ...pasty }: StoredPasty): PastyDto => pasty;

// Writes of pastes: create, edit, tags (deleting is delete/mutations.ts). Access is decided by
// access.ts; every write that touches several rows runs in one transaction, together with its
// action log row. A written version of a plain paste is rendered in the background (lib/render),
// so its views do not.

const include = { tags: { orderBy: { name: "asc" as const } } };

function checkContentSize(pasties: readonly { content: string }[]): void {
  const limit = env().MAX_PASTE_BYTES;
  const total = pasties.reduce((sum, pasty) => sum + Buffer.byteLength(pasty.content, "utf8"), 0);
  if (total > limit) throw new AppError("payload_too_large", `The paste content is larger than ${limit} bytes.`);
}

/** Who owns a new paste, after the flag rules of interface.md 4.3 (create rules 1–5). */
function newPasteOwner(caller: Caller, input: CreatePasteInput, tags: string[]): string | null {
  if (input.pinned && input.private) throw badRequest("A paste cannot be both pinned and private.");
  if (input.pinned && input.burnAfterRead) throw badRequest("A burn-after-reading paste cannot be pinned.");
  if (input.anonymous === true) {
    if (input.pinned) throw badRequest("An anonymous paste cannot be pinned.");
    if (input.private) throw badRequest("An anonymous paste cannot be private.");
    if (tags.length > 0) throw badRequest("An anonymous paste cannot have tags.");
    return null;
  }
  if (caller.kind === "anonymous") {
    if (input.pinned || input.private || tags.length > 0) {
      throw unauthorized("Pinned, private and tagged pastes need a login.");
    }
    // Like the original service: `anonymous: false` without a login still creates the paste.
    return null;
  }
  return requireUser(caller, "paste").id;
}

/**
 * A paste as a write answers it: with the secrets the scan found, and `scanned` false when the
 * scan could not be done in time (SECRET_SCAN=warn wrote it anyway). The HTTP answers carry
 * `scanned` in a header (lib/pastes/http.ts), not in the body.
 */
export type WrittenPaste = PasteDto & SecretFindings & { scanned: boolean; secretsInHistory?: SecretInRevision[] };

export async function createPaste(caller: Caller, input: CreatePasteInput, key: string | null): Promise<WrittenPaste> {
  if (input.e2e) return createEndToEndPaste(caller, input, sealedBlock(input.e2e));
  if (input.pasties.some((pasty) => pasty.id)) throw badRequest("Only the pasties of an end-to-end encrypted paste come with ids.");
  const tags = normalizeTags(input.tags);
  const ownerId = newPasteOwner(caller, input, tags);
  checkContentSize(input.pasties);
  // Looked up by the insert itself: a create is one statement (the write is refused there, 451).
  const blockedBy = blocklistHashesOf(input.pasties.map((pasty) => pasty.content));
  const secret = input.encrypted ? requireKey(key) : null;
  // Before encryption: the server sees the plain text only now.
  const { warnings, warningCounts, scanned } = await checkSecretsBeforePublish(
    {
      title: input.title ?? "",
      tags,
      pasties: input.pasties.map((pasty) => ({ id: null, title: pasty.title ?? "", content: pasty.content })),
    },
    input.private,
  ).catch(async (error: unknown) => {
    // Refused for its secrets (SECRET_SCAN=refuse): a text the moderators removed is still
    // refused as such (451), as an edit's is; the blocklist is asked here only on this path.
    if (error instanceof AppError && error.status === 422) await refuseBlockedContent(input.pasties.map((pasty) => pasty.content));
    throw error;
  });
  const pasties = await Promise.all(
    input.pasties.map(async (pasty) => {
      const language = await chooseLanguage(pasty.language, pasty.content, { title: pasty.title ?? "" });
      return { title: pasty.title ?? "", content: pasty.content, language, v2Language: v2NameToRemember(pasty.language, language) };
    }),
  );
  const createdAt = new Date();

  return withUniqueId(async (id) => {
    const withIds: StoredPasty[] = pasties.map((pasty) => ({ id: newId(), ...pasty }));
    const encryptedPasties = secret ? await encryptJson(withIds.map(withoutV2Language), secret) : null;
    const paste = await insertPaste(
      newPasteRow(input, { id, ownerId, createdAt, title: input.title ?? "", encryptedPasties, e2e: null }),
      tags,
      secret ? [] : withIds,
      blockedBy,
    );
    if (!secret) renderAhead({ ...paste, encrypted: false }, withIds, { created: true });
    return {
      ...toPasteDto(paste, withIds, caller),
      warnings: withPastyIds(
        warnings,
        withIds.map((pasty) => pasty.id),
      ),
      warningCounts,
      scanned,
    };
  });
}

/** The row of a new paste: what the create input says, and where its content is. */
function newPasteRow(
  input: CreatePasteInput,
  row: Pick<PasteRecord, "id" | "ownerId" | "createdAt" | "title" | "encryptedPasties" | "e2e">,
): PasteRecord {
  return {
    ...row,
    expiresIn: input.expiresIn,
    editedAt: null,
    deletesAt: expiryDate(input.expiresIn, row.createdAt),
    private: input.private,
    pinned: input.pinned,
    stars: 0,
    burnAfterRead: input.burnAfterRead === true,
    commentsEnabled: true,
    quarantinedAt: null,
    quarantineNote: null,
    tags: [],
  };
}

/**
 * An end-to-end encrypted paste: stored as sealed, with the pasty ids its creator chose. Nothing
 * is scanned or rendered (ciphertext), so its answer never lists findings.
 */
async function createEndToEndPaste(caller: Caller, input: CreatePasteInput, e2e: E2eBlockDto): Promise<WrittenPaste> {
  if (input.encrypted) throw badRequest("A paste is encrypted by the server or end to end, not both.");
  refuseClearTitle(input.title);
  const tags = normalizeTags(input.tags);
  const ownerId = newPasteOwner(caller, input, tags);
  checkContentSize(input.pasties);
  const pasties = await sealedPasties(input.pasties);
  const createdAt = new Date();
  return withUniqueId(async (id) => {
    const paste = await insertPaste(
      newPasteRow(input, { id, ownerId, createdAt, title: "", encryptedPasties: null, e2e }),
      tags,
      pasties,
      [],
    );
    return { ...toPasteDto(paste, pasties, caller), ...NO_FINDINGS, scanned: true };
  });
}

/**
 * Writes a new paste, its pasties, tags and paste_created action in one statement: one
 * statement is one transaction, and on the embedded database each statement (and BEGIN and
 * COMMIT) is a round trip of its own, so this is a seventh of what the same rows cost through
 * Prisma's nested create. Returns the row as read back, tags in the database's order. The
 * blocklist is asked in the same statement: when one of `blockedBy` (its texts' hashes) is on it,
 * nothing is written and the write is refused (451); as a statement of its own before, it cost
 * creates a round trip and a Prisma query each (docs/develop/benchmarks.md).
 */
async function insertPaste(row: PasteRecord, tags: string[], plainPasties: StoredPasty[], blockedBy: string[]): Promise<PasteRecord> {
  // Straight to the connection pool, a prepared statement (engines.ts's queryRows): Prisma's
  // client cost a create ~6 % of its main thread (docs/develop/benchmarks.md).
  const [written] = await database().queryRows<{ blocked: boolean; tags: string[] }>(
    sql`
    WITH blocked AS (
      SELECT EXISTS (SELECT 1 FROM blocked_contents WHERE hash = ANY(${blockedBy}::bpchar[])) AS blocked
    ), paste AS (
      INSERT INTO pastes (id, owner_id, title, expires_in, created_at, deletes_at, private, pinned, encrypted_pasties, burn_after_read, e2e)
      SELECT ${row.id}, ${row.ownerId}, ${row.title}, ${row.expiresIn}, ${row.createdAt}::timestamptz,
             ${row.deletesAt}::timestamptz, ${row.private}, ${row.pinned}, ${row.encryptedPasties}::bytea, ${row.burnAfterRead},
             ${row.e2e === null ? null : JSON.stringify(row.e2e)}::jsonb
      WHERE NOT (SELECT blocked FROM blocked)
      RETURNING id
    ), pasties AS (
      INSERT INTO pasties (id, paste_id, position, title, language, content, v2_language)
      SELECT pasty.id, paste.id, pasty.position - 1, pasty.title, pasty.language, pasty.content, pasty.v2_language
      FROM paste, unnest(${plainPasties.map((pasty) => pasty.id)}::text[], ${plainPasties.map((pasty) => pasty.title)}::text[],
                  ${plainPasties.map((pasty) => pasty.language)}::text[], ${plainPasties.map((pasty) => pasty.content)}::text[],
                  ${plainPasties.map((pasty) => pasty.v2Language)}::text[])
           WITH ORDINALITY AS pasty(id, title, language, content, v2_language, position)
    ), tags AS (
      INSERT INTO paste_tags (paste_id, name) SELECT paste.id, name FROM paste, unnest(${tags}::text[]) AS name
    ), action AS (
      INSERT INTO action_logs (id, type, user_id, object_id) SELECT ${newId()}, 'paste_created', ${row.ownerId}, paste.id FROM paste
    )
    SELECT (SELECT blocked FROM blocked) AS blocked, ARRAY(SELECT name FROM unnest(${tags}::text[]) AS name ORDER BY name) AS tags`,
    { prepared: true },
  );
  if (written?.blocked) throw removedContent();
  return { ...row, tags: (written?.tags ?? []).map((name) => ({ pasteId: row.id, name })) };
}

/**
 * The pasties after an edit (interface.md 4.3 edit rules): an `id` updates that pasty, no `id`
 * creates one, pasties left out are deleted. An id that is not of this paste is a 400.
 */
async function editedPasties(before: PastyDto[], input: EditPasteInput["pasties"]) {
  const existing = new Map(before.map((pasty) => [pasty.id, pasty]));
  const seen = new Set<string>();
  return Promise.all(
    input.map(async (pasty) => {
      const id = pasty.id ?? null;
      const old = id === null ? undefined : existing.get(id);
      if (id !== null && !old) throw badRequest(`The pasty ${id} is not part of this paste.`);
      if (id !== null && seen.has(id)) throw badRequest(`The pasty ${id} is listed twice.`);
      if (id !== null) seen.add(id);
      const language = await chooseLanguage(pasty.language, pasty.content, {
        fallback: old?.language,
        title: pasty.title ?? old?.title ?? "",
      });
      return {
        id,
        title: pasty.title ?? old?.title ?? "",
        content: pasty.content,
        language,
        v2Language: v2NameToRemember(pasty.language, language),
      };
    }),
  );
}

/** Edit times strictly increase, so the history has one order even within a millisecond. */
function nextEditTime(lastEdit: Date | null): Date {
  const now = new Date();
  return lastEdit && now.getTime() <= lastEdit.getTime() ? new Date(lastEdit.getTime() + 1) : now;
}

export interface EditOptions {
  /**
   * Edits only the version edited at this time (null: never edited), else 412: a client's
   * If-Match. Asked again in the transaction, so an edit committed meanwhile is not overwritten.
   */
  ifVersion?: Date | null;
}

export async function editPaste(
  caller: Caller,
  pasteId: string,
  input: EditPasteInput,
  key: string | null,
  { ifVersion }: EditOptions = {},
): Promise<WrittenPaste> {
  const paste = await ownedPaste(caller, pasteId, "paste");
  if (ifVersion !== undefined && !sameTime(paste.editedAt, ifVersion)) throw editedMeanwhile();
  const stored = e2eBlockOf(paste);
  if (stored) return editEndToEndPaste(caller, paste, stored, input);
  if (input.e2e) throw badRequest("Only an end-to-end encrypted paste takes an e2e block.");
  const secret = isEncrypted(paste) ? requireKey(key) : null;
  const before = await readPasties(paste, secret);
  checkContentSize(input.pasties);
  await refuseBlockedContent(input.pasties.map((pasty) => pasty.content));
  const edited = await editedPasties(before, input.pasties);
  const { warnings, warningCounts, scanned } = await checkSecretsBeforePublish(
    { title: input.title ?? paste.title, pasties: edited },
    paste.private,
  );
  const editedAt = nextEditTime(paste.editedAt);
  const snapshot = await snapshotColumns(before, secret);

  return withUniqueId(async (editId) => {
    const after: StoredPasty[] = edited.map((pasty) => ({ ...pasty, id: pasty.id ?? newId() }));
    const encryptedPasties = secret ? await encryptJson(after.map(withoutV2Language), secret) : null;
    const updated = await changing({ pasteId }, () =>
      db().$transaction(async (tx) => {
        if (ifVersion !== undefined) {
          // Compare and set in one statement: it waits for a concurrent edit's lock, then sees its edit time.
          const claimed = await tx.paste.updateMany({ where: { id: pasteId, editedAt: ifVersion }, data: { editedAt } });
          if (claimed.count === 0) throw editedMeanwhile();
        }
        // A burn-after-reading paste keeps no history: once read, nothing of it may remain.
        if (!paste.burnAfterRead) {
          await recordEdit(tx, { id: editId, pasteId, editedAt, versionEditedAt: paste.editedAt, title: paste.title, snapshot });
        }
        if (!secret) {
          await tx.pasty.deleteMany({ where: { pasteId } });
          await tx.pasty.createMany({ data: after.map((pasty, position) => ({ ...pasty, pasteId, position })) });
        }
        await logPasteAction(tx, "paste_edited", paste.ownerId, pasteId);
        return tx.paste.update({
          where: { id: pasteId },
          data: { title: input.title ?? paste.title, editedAt, encryptedPasties },
          include,
        });
      }),
    );
    if (!secret) renderAhead({ ...updated, encrypted: paste.e2e !== null }, after);
    const secretsInHistory = secret || paste.burnAfterRead ? [] : await secretsStillInHistory(pasteId, before);
    return {
      ...toPasteDto(updated, after, caller),
      secretsInHistory,
      warnings: withPastyIds(
        warnings,
        after.map((pasty) => pasty.id),
      ),
      warningCounts,
      scanned,
    };
  });
}

const sameTime = (a: Date | null, b: Date | null) => (a === null || b === null ? a === b : a.getTime() === b.getTime());

const editedMeanwhile = () =>
  new AppError("precondition_failed", "The paste was edited since you read it: read it again and send your change on top of that.");

/** An edit of an E2E paste: the sealed state before it goes to the history, as sealed. */
async function editEndToEndPaste(caller: Caller, paste: PasteRecord, stored: E2eBlockDto, input: EditPasteInput): Promise<WrittenPaste> {
  refuseClearTitle(input.title);
  const e2e = checkEditedBlock(stored, input.e2e);
  checkContentSize(input.pasties);
  const before = await readPasties(paste, null);
  const after = await sealedPasties(input.pasties, before);
  const editedAt = nextEditTime(paste.editedAt);
  return withUniqueId(async (editId) => {
    const updated = await changing({ pasteId: paste.id }, () =>
      db().$transaction(async (tx) => {
        if (!paste.burnAfterRead) {
          const snapshot = { pasties: before, e2e: stored };
          await recordEdit(tx, { id: editId, pasteId: paste.id, editedAt, versionEditedAt: paste.editedAt, title: "", snapshot });
        }
        await tx.pasty.deleteMany({ where: { pasteId: paste.id } });
        await tx.pasty.createMany({ data: after.map((pasty, position) => ({ ...pasty, pasteId: paste.id, position })) });
        await logPasteAction(tx, "paste_edited", paste.ownerId, paste.id);
        return tx.paste.update({ where: { id: paste.id }, data: { editedAt, e2e }, include });
      }),
    );
    return { ...toPasteDto(updated, after, caller), ...NO_FINDINGS, scanned: true };
  });
}

export async function setPasteTags(caller: Caller, pasteId: string, tags: string[], key: string | null): Promise<WrittenPaste> {
  const paste = await ownedPaste(caller, pasteId, "paste");
  const names = normalizeTags(tags);
  const pasties = await readPasties(paste, key);
  // Tags are shown with the paste: a public paste's are published.
  const found = await checkSecretsBeforePublish({ tags: names, pasties: [] }, paste.private);
  const updated = await changing({ pasteId }, () =>
    db().$transaction(async (tx) => {
      await tx.pasteTag.deleteMany({ where: { pasteId } });
      await tx.pasteTag.createMany({ data: names.map((name) => ({ pasteId, name })) });
      return tx.paste.findUniqueOrThrow({ where: { id: pasteId }, include });
    }),
  );
  return { ...toPasteDto(updated, pasties, caller), ...found };
}
