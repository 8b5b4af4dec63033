import { z } from "zod";
import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { notFound } from "../core/errors";
import { expiresInSchema } from "../core/expires-in";
import { createPaste, editPaste, setPasteTags, type WrittenPaste } from "../pastes/mutations";
import { deletePaste } from "../pastes/delete/mutations";
import type { ReadIntent } from "../pastes/burn";
import { findRememberedV2Names } from "../pastes/queries";
import { getPaste, getPasteEncrypted, readPaste } from "../pastes/reads";
import { createPasteInputSchema, editPasteInputSchema, type PasteDto } from "../pastes/schema";
import { togglePinned, togglePrivate } from "../pastes/toggles";
import { json } from "../http/responses";
import { type SecretScanOutcome, secretScanHeaders } from "../secrets/headers";
import { mergeFindings, NO_FINDINGS, type SecretFindings } from "../secrets/findings";
import { legacyLanguageInput, legacyLanguageName } from "./languages";

// The older unversioned paste interface (/paste and /api/v2/paste) mapped onto the same paste
// functions as v3: the rules live there once; this file only translates shapes.

const legacyPastySchema = z.object({
  _id: z.string().optional(),
  title: z.string().optional(),
  language: z.string().optional(),
  code: z.string(),
});

export const legacyCreateSchema = z.object({
  title: z.string().optional(),
  expiresIn: expiresInSchema.optional(),
  isPrivate: z.boolean().optional(),
  isPublic: z.boolean().optional(),
  tags: z.string().optional().describe("Comma-separated."),
  pasties: z.array(legacyPastySchema),
});

/** The `:id` of /paste/:id and /api/v2/paste/:id. */
export const legacyIdParamsSchema = z.object({ id: z.string().min(1) });

export const legacyEditSchema = z.object({
  title: z.string().optional(),
  isPrivate: z.boolean().optional(),
  isPublic: z.boolean().optional(),
  tags: z.string().optional(),
  pasties: z.array(legacyPastySchema).optional(),
});

export interface LegacyPaste {
  _id: string;
  ownerId: string;
  title: string;
  createdAt: number;
  deletesAt: number;
  expiresIn: string;
  isPrivate: boolean;
  isPublic: boolean;
  tags: string[];
  stars: number;
  encrypted: boolean;
  pasties: { _id: string; title: string; language: string; code: string }[];
  edits: [];
}

/**
 * The answer to a create or edit: the paste and the secrets found in it (lib/secrets), an extra
 * field the older clients ignore.
 */
/** A write's answer: the paste as the original answered it, and what the secret scan found (headers). */
export type WrittenLegacyPaste = { paste: LegacyPaste } & SecretScanOutcome;

const unixSeconds = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : 0);
const splitTags = (tags: string | undefined) => (tags ?? "").split(",");

async function toLegacyPaste(paste: PasteDto): Promise<LegacyPaste> {
  const chosenNames = await findRememberedV2Names(paste.id);
  return {
    _id: paste.id,
    ownerId: paste.ownerId ?? "",
    title: paste.title,
    createdAt: unixSeconds(paste.createdAt),
    deletesAt: unixSeconds(paste.deletesAt),
    expiresIn: paste.expiresIn,
    isPrivate: paste.private,
    isPublic: paste.pinned,
    tags: paste.tags,
    stars: paste.stars,
    encrypted: false,
    pasties: paste.pasties.map((pasty) => ({
      _id: pasty.id,
      title: pasty.title,
      language: legacyLanguageName(pasty.language, chosenNames.get(pasty.id)),
      code: pasty.content,
    })),
    edits: [],
  };
}

/** Encrypted pastes are not usable here (interface.md 4.7): they answer like missing ones. */
async function requireUnencrypted(caller: Caller, pasteId: string): Promise<void> {
  if (await getPasteEncrypted(caller, pasteId)) {
    throw notFound("This paste is encrypted: read it through /api/v3 with the Encryption-Key header.");
  }
}

export async function getLegacyPaste(caller: Caller, pasteId: string, intent: ReadIntent = "open"): Promise<LegacyPaste> {
  return (await readLegacyPaste(caller, pasteId, intent)).legacy;
}

/** The paste as the older interface answers it, with the paste it was made from. */
export async function readLegacyPaste(
  caller: Caller,
  pasteId: string,
  intent: ReadIntent = "open",
): Promise<{ legacy: LegacyPaste; paste: PasteDto }> {
  await requireUnencrypted(caller, pasteId);
  const paste = await readPaste(caller, pasteId, null, intent);
  return { legacy: await toLegacyPaste(paste), paste };
}

/**
 * With an Authorization header the paste belongs to that account, as in the original; without
 * one it is anonymous, and asking for flags or tags is v3's 401 (they need a login), not a
 * flag conflict.
 */
export async function createLegacyPaste(caller: Caller, body: z.infer<typeof legacyCreateSchema>): Promise<WrittenLegacyPaste> {
  const input = createPasteInputSchema.parse({
    title: body.title,
    expiresIn: body.expiresIn,
    anonymous: caller.kind === "user" ? false : undefined,
    private: body.isPrivate ?? false,
    pinned: body.isPublic ?? false,
    tags: splitTags(body.tags),
    pasties: body.pasties.map((pasty) => ({ title: pasty.title, language: legacyLanguageInput(pasty.language), content: pasty.code })),
  });
  const created = await createPaste(caller, input, null);
  return {
    paste: await toLegacyPaste(created),
    warnings: created.warnings,
    warningCounts: created.warningCounts,
    scanned: created.scanned,
  };
}

/**
 * Changes only the fields sent. Everything is validated before the first write; flags are
 * switched in the order that never passes through a forbidden pinned+private state.
 */
export async function editLegacyPaste(
  caller: Caller,
  pasteId: string,
  body: z.infer<typeof legacyEditSchema>,
): Promise<WrittenLegacyPaste> {
  requireUser(caller, "paste");
  await requireUnencrypted(caller, pasteId);
  let current = await getPaste(caller, pasteId, null);
  const edit =
    body.title !== undefined || body.pasties !== undefined
      ? editPasteInputSchema.parse({
          title: body.title ?? current.title,
          pasties: body.pasties
            ? body.pasties.map((pasty) => ({
                id: pasty._id,
                title: pasty.title,
                language: legacyLanguageInput(pasty.language),
                content: pasty.code,
              }))
            : current.pasties,
        })
      : undefined;
  let found: SecretFindings = NO_FINDINGS;
  let scanned = true;
  const note = (written: WrittenPaste) => {
    found = mergeFindings(found, written);
    scanned &&= written.scanned;
    current = written;
  };
  if (edit) note(await editPaste(caller, pasteId, edit, null));
  if (body.tags !== undefined) note(await setPasteTags(caller, pasteId, splitTags(body.tags), null));
  if (body.isPublic === false && current.pinned) current = await togglePinned(caller, pasteId, null);
  if (body.isPrivate !== undefined && body.isPrivate !== current.private) note(await togglePrivate(caller, pasteId, null));
  if (body.isPublic === true && !current.pinned) current = await togglePinned(caller, pasteId, null);
  return { paste: await toLegacyPaste(current), ...found, scanned };
}

export async function deleteLegacyPaste(caller: Caller, pasteId: string): Promise<void> {
  await deletePaste(caller, pasteId);
}

/** The answer of an older API's write: exactly the original object, the scan's findings in headers. */
export function writtenLegacyResponse({ paste, ...outcome }: { paste: unknown } & SecretScanOutcome): Response {
  return json(paste, { headers: secretScanHeaders(outcome, true) });
}
