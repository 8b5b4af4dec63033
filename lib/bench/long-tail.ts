import { createSession } from "../auth/sessions";
import { createAccessToken } from "../auth/tokens";
import { request } from "./client";
import type { SeededPaste } from "./seed";

// The long tail of issue 23: most pastes are read a handful of times, so a paste service is as
// fast as its reads of pastes it has not just read. The scenarios read LONG_TAIL_PASTES distinct
// pastes at random (more than every in-memory cache holds), as an anonymous visitor, a signed-in
// one and an API client with a token, and first views of versions written moments before.

export const LONG_TAIL_PASTES = 3_000;
/** First views: more fresh pastes than the scenario can read, so none is read twice. */
export const FRESH_PASTES = 4_000;

/** A signed-in browser's cookie and an API token of the same user (made while seeding). */
export async function identities(userId: string): Promise<{ sessionCookie: string; token: string }> {
  const { token: session } = await createSession(userId);
  const { accessToken } = await createAccessToken(userId, { scopes: ["paste:read", "user:read"], expiresIn: "never" });
  return { sessionCookie: `myst_session=${session}`, token: accessToken };
}

/** Reads each page once, a few at a time: every view measured after it is not a version's first. */
export async function viewOnce(baseUrl: string, paths: readonly string[], inParallel = 8): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: inParallel }, async () => {
      while (next < paths.length) await request(`${baseUrl}${paths[next++]!}`);
    }),
  );
}

/** Writes `count` new 300-line pastes through the API (so each is rendered as it is written). */
export async function writeFreshPastes(baseUrl: string, count: number, text: (index: number) => string): Promise<SeededPaste[]> {
  const written: SeededPaste[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const index = next++;
        const answer = await request(`${baseUrl}/api/v3/pastes`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ title: `fresh ${index}`, pasties: [{ title: "main.ts", content: text(index), language: "TypeScript" }] }),
        });
        if (answer.status !== 201) throw new Error(`writing a fresh paste answered ${answer.status}: ${answer.body.slice(0, 200)}`);
        const paste = JSON.parse(answer.body) as { id: string; pasties: { id: string }[] };
        written.push({ id: paste.id, pastyIds: paste.pasties.map((pasty) => pasty.id) });
      }
    }),
  );
  return written;
}

/** First views served, and those of them whose code was shown without highlighting. */
export const firstViews = { served: 0, plain: 0 };

/** Counts a first view by what was served: a page whose code carries a render note was plain. */
export function countFirstView(body: string): void {
  firstViews.served++;
  if (body.includes("Shown without highlighting")) firstViews.plain++;
}
