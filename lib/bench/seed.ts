import { db } from "../db/client";
import { newId } from "../core/ids";
import { createUser } from "../users/create";
import { SAMPLE_LANGUAGES, sampleText } from "./samples";

// Seeds the benchmark's data straight into the database, in batches of a few thousand rows per
// statement (unnest of arrays, the same SQL on PGlite and PostgreSQL). The rows are exactly what
// createPaste writes — paste, pasties in position order, tags, a paste_created action — so the
// API reads them like pastes it created. Users go through createUser itself.

/** A small deterministic PRNG (mulberry32), so two runs seed the same shapes. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Log-uniform between min and max: many small pastes, a few large ones, like real pastes. */
const logUniform = (random: () => number, min: number, max: number) =>
  Math.round(Math.exp(Math.log(min) + random() * (Math.log(max) - Math.log(min))));

export interface PasteShape {
  /** How many pasties, inclusive range. */
  pasties: [number, number];
  /** Bytes of content per pasty, inclusive range (log-uniform). */
  bytes: [number, number];
  /** Share of pastes with 1–3 tags. */
  tagged: number;
}

/** The mix: 1–3 pasties of 0.5–20 KB. */
export const mixedShape: PasteShape = { pasties: [1, 3], bytes: [512, 20 * 1024], tagged: 0.2 };
/** One pasty of 0.5–2 KB: the profile users, identical at both sizes so only the row count differs. */
export const profileShape: PasteShape = { pasties: [1, 1], bytes: [512, 2048], tagged: 0.2 };

/** 50 pasties of 40 KB: a paste near MAX_PASTE_BYTES, what a search amplification attack uses. */
export const haystackShape: PasteShape = { pasties: [50, 50], bytes: [40 * 1024, 40 * 1024], tagged: 0 };

export interface SeededPaste {
  id: string;
  pastyIds: string[];
}

export interface SeedBatchOptions {
  count: number;
  ownerId: string | null;
  shape: PasteShape;
  seed: number;
  /** The newest paste's creation time; each older one is a minute earlier. */
  newest: Date;
  /** Called with the number of pastes written so far. */
  progress?: (written: number) => void;
}

const MAX_ROWS_PER_STATEMENT = 2_000;
const MAX_CONTENT_BYTES_PER_STATEMENT = 8 * 1024 * 1024;

/** Inserts `count` public, never-expiring pastes; returns their ids and pasty ids. */
export async function seedPastes(options: SeedBatchOptions): Promise<SeededPaste[]> {
  const random = prng(options.seed);
  const seeded: SeededPaste[] = [];
  let batch = newBatch();
  let contentBytes = 0;

  for (let index = 0; index < options.count; index++) {
    const id = newId();
    const createdAt = new Date(options.newest.getTime() - index * 60_000).toISOString();
    const [minPasties, maxPasties] = options.shape.pasties;
    const pastyCount = minPasties + Math.floor(random() * (maxPasties - minPasties + 1));
    batch.pastes.push({ id, createdAt, title: `Bench paste ${index}` });
    batch.actions.push({ id: newId(), objectId: id, createdAt });
    const pastyIds: string[] = [];
    for (let position = 0; position < pastyCount; position++) {
      const pastyId = newId();
      const language = SAMPLE_LANGUAGES[Math.floor(random() * SAMPLE_LANGUAGES.length)]!;
      const content = sampleText(random, language, logUniform(random, ...options.shape.bytes));
      contentBytes += content.length;
      pastyIds.push(pastyId);
      batch.pasties.push({
        id: pastyId,
        pasteId: id,
        position,
        title: position === 0 ? "" : `part ${position + 1}`,
        language,
        content,
      });
    }
    if (random() < options.shape.tagged) {
      const tagCount = 1 + Math.floor(random() * 3);
      const names = new Set<string>();
      for (let i = 0; i < tagCount; i++) names.add(`tag${Math.floor(random() * 50)}`);
      for (const name of names) batch.tags.push({ pasteId: id, name });
    }
    seeded.push({ id, pastyIds });
    if (batch.pastes.length >= MAX_ROWS_PER_STATEMENT || contentBytes >= MAX_CONTENT_BYTES_PER_STATEMENT) {
      await writeBatch(batch, options.ownerId);
      options.progress?.(index + 1);
      batch = newBatch();
      contentBytes = 0;
    }
  }
  if (batch.pastes.length > 0) await writeBatch(batch, options.ownerId);
  options.progress?.(options.count);
  return seeded;
}

interface Batch {
  pastes: { id: string; createdAt: string; title: string }[];
  pasties: { id: string; pasteId: string; position: number; title: string; language: string; content: string }[];
  tags: { pasteId: string; name: string }[];
  actions: { id: string; objectId: string; createdAt: string }[];
}

const newBatch = (): Batch => ({ pastes: [], pasties: [], tags: [], actions: [] });

async function writeBatch(batch: Batch, ownerId: string | null): Promise<void> {
  const prisma = db();
  const { pastes, pasties, tags, actions } = batch;
  // One transaction per batch: a paste is never visible without its pasties.
  await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`
      INSERT INTO pastes (id, owner_id, title, expires_in, created_at, deletes_at, private, pinned, stars)
      SELECT id, ${ownerId}, title, 'never', created_at, NULL, false, false, 0
      FROM unnest(${pastes.map((p) => p.id)}::text[], ${pastes.map((p) => p.title)}::text[],
                  ${pastes.map((p) => p.createdAt)}::text[]::timestamptz[]) AS t(id, title, created_at)`;
      await tx.$executeRaw`
      INSERT INTO pasties (id, paste_id, position, title, language, content)
      SELECT * FROM unnest(${pasties.map((p) => p.id)}::text[], ${pasties.map((p) => p.pasteId)}::text[],
                           ${pasties.map((p) => p.position)}::int[], ${pasties.map((p) => p.title)}::text[],
                           ${pasties.map((p) => p.language)}::text[], ${pasties.map((p) => p.content)}::text[])`;
      if (tags.length > 0) {
        await tx.$executeRaw`
        INSERT INTO paste_tags (paste_id, name)
        SELECT * FROM unnest(${tags.map((t) => t.pasteId)}::text[], ${tags.map((t) => t.name)}::text[])`;
      }
      await tx.$executeRaw`
      INSERT INTO action_logs (id, type, user_id, object_id, created_at)
      SELECT id, 'paste_created'::action_type, ${ownerId}, object_id, created_at
      FROM unnest(${actions.map((a) => a.id)}::text[], ${actions.map((a) => a.objectId)}::text[],
                  ${actions.map((a) => a.createdAt)}::text[]::timestamptz[]) AS t(id, object_id, created_at)`;
    },
    { timeout: 120_000, maxWait: 120_000 },
  );
}

/** A user made the way sign-up makes one (no password: the benchmark only reads its profile). */
export async function seedUser(username: string): Promise<string> {
  return (await createUser({ username })).id;
}
