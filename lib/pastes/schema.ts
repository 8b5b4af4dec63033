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
export const rawParamsSchema = pasteIdParamsSchema.extend({
  pastyId: z.string().min(1),
  historyId: z.string().min(1).optional(),
});

export const createPastyInputSchema = z.strictObject({
  title: pastyTitle.nullish(),
  content: z.string(),
  language: z.string().nullish().describe("Name, alias or extension; `Autodetect` detects it; default Text."),
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
  pasties: pastyList(createPastyInputSchema),
});
export type CreatePasteInput = z.infer<typeof createPasteInputSchema>;

export const editPastyInputSchema = createPastyInputSchema.extend({
  id: z.string().nullish().describe("Id of an existing pasty of this paste; absent for a new pasty."),
});

export const editPasteInputSchema = z.strictObject({
  title: pasteTitle.nullish(),
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
  pasties: z.array(pastySchema),
});

const textStatsSchema = z.object({ bytes: z.number().int(), lines: z.number().int(), words: z.number().int() });
export const pasteStatsSchema = textStatsSchema.extend({ pasties: z.record(z.string(), textStatsSchema) });

export const languageStatSchema = z.object({ language: languageSchema, percentage: z.number() });

export const historyEntrySchema = z.object({ id: z.string(), editedAt: timestamp });

const pasteVersionSchema = z.object({
  id: z.string(),
  editedAt: timestamp,
  title: z.string(),
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
