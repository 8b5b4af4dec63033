import "../openapi/zod";
import { z } from "zod";
import { expiresInSchema } from "../core/expires-in";
import { idPattern } from "../core/ids";
import { languageSchema } from "../languages/schema";

// The request and response contract of the v3 paste API: routes validate with these, OpenAPI is
// generated from them (lib/pastes/openapi.ts). Limits from behaviour.md, "Pastes".

export const TITLE_MAX = 128;
export const PASTY_TITLE_MAX = 50;
export const PASTIES_MAX = 50;
export const TAGS_MAX = 20;
export const TAG_MAX = 32;

const pasteTitle = z.string().max(TITLE_MAX, `A title has at most ${TITLE_MAX} characters.`);
const pastyTitle = z.string().max(PASTY_TITLE_MAX, `A pasty title has at most ${PASTY_TITLE_MAX} characters.`);
const pastyList = <T extends z.ZodType>(pasty: T) =>
  z.array(pasty).min(1, "A paste needs at least one pasty.").max(PASTIES_MAX, `A paste has at most ${PASTIES_MAX} pasties.`);
/** Tags are trimmed, de-duplicated and counted by the domain (lib/pastes/tags.ts). */
export const tagsSchema = z.array(z.string());

export const pasteIdParamsSchema = z.object({ pasteId: z.string().min(1) });
export const historyParamsSchema = pasteIdParamsSchema.extend({ historyId: z.string().min(1) });
/** A version by number, as the history page names it (0: as created); the route of a purge. */
export const revisionParamsSchema = pasteIdParamsSchema.extend({
  revision: z.coerce.number().int("A revision is a whole number.").min(0, "Revisions are numbered from 0.").max(2_147_483_647),
});
export const rawParamsSchema = pasteIdParamsSchema.extend({
  pastyId: z.string().min(1),
  historyId: z.string().min(1).optional(),
});

const base64url = z.string().regex(/^[A-Za-z0-9_-]*$/, "Expected base64url.");
/** One AES-GCM message of lib/end-to-end/format.ts: base64url of IV, ciphertext and tag. */
export const e2eMessage = base64url.min(38, "An E2E message holds at least an IV and a tag.");
const kdfSalt = base64url.min(22, "A salt has at least 16 bytes.").max(86);

// Bounded both ways: weaker than the format's floor is refused, and no paste may ask its
// readers' browsers for more memory or time than a phone has (lib/end-to-end/passphrase.ts).
export const e2eKdfSchema = z.discriminatedUnion("name", [
  z.strictObject({
    name: z.literal("argon2id"),
    salt: kdfSalt,
    memoryKiB: z.number().int().min(19_456).max(262_144),
    iterations: z.number().int().min(1).max(10),
    parallelism: z.number().int().min(1).max(4),
  }),
  z.strictObject({ name: z.literal("pbkdf2-sha256"), salt: kdfSalt, iterations: z.number().int().min(600_000).max(10_000_000) }),
]);

export const e2eBlockSchema = z
  .strictObject({
    e2e: z.literal(1).describe("Format version (lib/end-to-end/format.ts)."),
    nonce: base64url
      .length(22, "The nonce is 16 bytes of base64url.")
      .describe("Chosen by the creator; part of every message's associated data."),
    kdf: e2eKdfSchema.nullable().describe("How a passphrase becomes the key; null when the key travels in the link's fragment."),
    title: e2eMessage
      .max(1024, "The title message is at most 1024 characters.")
      .nullable()
      .describe("The paste's title, encrypted; null for none."),
  })
  .describe("End-to-end encryption: the server holds ciphertext only (docs/api/end-to-end.md in Myst's source).");
export type E2eBlockDto = z.infer<typeof e2eBlockSchema>;

export const createPastyInputSchema = z.strictObject({
  title: pastyTitle.nullish(),
  content: z.string(),
  language: z.string().nullish().describe("Name, alias or extension; `Autodetect` detects it; default Text."),
  id: z
    .string()
    .regex(idPattern, "A pasty id is 8 characters of a-z and 0-9.")
    .optional()
    .describe("End-to-end encrypted pastes only, and required there: the id the creator chose (the ciphertext names it)."),
});

export const createPasteInputSchema = z.strictObject({
  title: pasteTitle.nullish(),
  expiresIn: expiresInSchema.default("never"),
  anonymous: z.boolean().optional(),
  private: z.boolean().default(false),
  pinned: z.boolean().default(false),
  encrypted: z.boolean().default(false).describe("The Encryption-Key header supplies the key."),
  burnAfterRead: z.boolean().optional().describe("Deleted by the first read of anyone but its owner; cannot be pinned."),
  tags: tagsSchema.default([]),
  e2e: e2eBlockSchema.optional().describe("Makes the paste end-to-end encrypted: pasty contents are then messages of the format."),
  pasties: pastyList(createPastyInputSchema),
});
export type CreatePasteInput = z.infer<typeof createPasteInputSchema>;

export const editPastyInputSchema = createPastyInputSchema.extend({
  id: z
    .string()
    .nullish()
    .describe("Id of an existing pasty of this paste; absent for a new pasty (of an E2E paste: a new id the editor chose)."),
});

export const editPasteInputSchema = z.strictObject({
  title: pasteTitle.nullish(),
  e2e: e2eBlockSchema.optional().describe("Required for an end-to-end encrypted paste, with its nonce and kdf unchanged."),
  pasties: pastyList(editPastyInputSchema).describe("The new full list; pasties left out are deleted."),
});
export type EditPasteInput = z.infer<typeof editPasteInputSchema>;

const timestamp = z.iso.datetime();

export const pastySchema = z.object({
  id: z.string().regex(idPattern),
  title: z.string(),
  content: z.string(),
  language: z.string(),
});

export const pasteSchema = z.object({
  id: z.string().regex(idPattern),
  title: z.string(),
  createdAt: timestamp,
  editedAt: timestamp.nullable(),
  deletesAt: timestamp.nullable(),
  expiresIn: expiresInSchema,
  ownerId: z.string().nullable(),
  pinned: z.boolean(),
  private: z.boolean(),
  burnAfterRead: z.boolean().describe("Deleted by the first read of anyone but its owner."),
  stars: z.number().int(),
  tags: z.array(z.string()).describe("Empty unless the requester is the owner."),
  e2e: e2eBlockSchema.optional().describe("Present on end-to-end encrypted pastes only: their pasty contents are ciphertext."),
  pasties: z.array(pastySchema),
});

const textStatsSchema = z.object({ bytes: z.number().int(), lines: z.number().int(), words: z.number().int() });
export const pasteStatsSchema = textStatsSchema.extend({ pasties: z.record(z.string(), textStatsSchema) });

export const languageStatSchema = z.object({ language: languageSchema, percentage: z.number() });

export const historyEntrySchema = z.object({ id: z.string(), editedAt: timestamp });

export const purgedRevisionSchema = z
  .object({
    revision: z.number().int().describe("The version purged (0: the paste as created)."),
    historyId: z.string().describe("The history entry that held it, now a marker: its reads answer 410."),
    purgedAt: timestamp,
  })
  .describe("A purged revision: what the history keeps of it (no title, text or size).");

const pasteVersionSchema = z.object({
  id: z.string(),
  editedAt: timestamp,
  title: z.string(),
  e2e: e2eBlockSchema.optional().describe("The version's own e2e block (its title's ciphertext), on E2E pastes only."),
  pasties: z.array(pastySchema),
});
export const pasteDiffSchema = z.object({
  currentPaste: pasteSchema,
  newPaste: pasteVersionSchema,
  oldPaste: pasteVersionSchema,
});

/** Pasties as stored inside an encrypted blob or a history snapshot. */
export const storedPastiesSchema = z.array(pastySchema.extend({ id: z.string() }));

export type PastyDto = z.infer<typeof pastySchema>;
export type PasteDto = z.infer<typeof pasteSchema>;
export type PasteStats = z.infer<typeof pasteStatsSchema>;
export type LanguageStat = z.infer<typeof languageStatSchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type PasteVersion = z.infer<typeof pasteVersionSchema>;
export type PasteDiff = z.infer<typeof pasteDiffSchema>;
export type PurgedRevision = z.infer<typeof purgedRevisionSchema>;

export const secretInRevisionSchema = z
  .object({
    revision: z.number().int().describe("An earlier revision (0: as created) that still holds the secret."),
    kinds: z.array(z.string()).describe("The kinds of secret it still holds, as in `warnings`."),
  })
  .describe("A secret of the version an edit replaced that an earlier revision still holds: purge that revision to remove it.");
export type SecretInRevision = z.infer<typeof secretInRevisionSchema>;
