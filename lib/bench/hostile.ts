import { hostileTexts } from "../render/hostile-texts";
import { type LatencySummary, request, sequentialLatency } from "./client";

export interface HostileResult {
  /** The slowest of the eight pages, from the moment all eight were asked for. */
  slowestPageMs: number;
  /** Ping answered one at a time while the pages were made. */
  pingDuringPages: LatencySummary;
}

/**
 * Issue 18's availability scenario: eight pastes built to be slow to render (lib/render/
 * hostile-texts.ts), each viewed for the first time, all at once, while ping is measured.
 */
export async function measureHostilePages(baseUrl: string): Promise<HostileResult> {
  const ids: string[] = [];
  for (const [title, pasty] of Object.entries(hostileTexts)) {
    const answer = await request(`${baseUrl}/api/v3/pastes`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title, pasties: [{ title, ...pasty }] }),
    });
    if (answer.status !== 201) throw new Error(`creating the "${title}" paste answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    ids.push((JSON.parse(answer.body) as { id: string }).id);
  }
  const started = performance.now();
  const [pingDuringPages, slowestPageMs] = await Promise.all([
    sequentialLatency(() => ({ url: `${baseUrl}/api/v3/ping` }), 3, 0),
    Promise.all(ids.map(async (id) => (await request(`${baseUrl}/${id}`)).status)).then((statuses) => {
      if (statuses.some((status) => status !== 200)) throw new Error(`hostile pages answered ${statuses.join(", ")}`);
      return performance.now() - started;
    }),
  ]);
  return { slowestPageMs, pingDuringPages };
}

export interface WrongKeyResult {
  /** Answers to the wrong keys, by status (400 wrong, 429 over a budget, 503 the gate full). */
  statuses: Record<string, number>;
  /** Ping answered one at a time meanwhile. */
  pingDuringGuesses: LatencySummary;
}

/**
 * Issue 24's key-derivation scenario: 32 requests at a time from one client, each with a wrong
 * Encryption-Key for an encrypted paste, for a few seconds, while ping is measured.
 */
export async function measureWrongKeys(baseUrl: string, seconds = 4, inFlight = 32): Promise<WrongKeyResult> {
  const created = await request(`${baseUrl}/api/v3/pastes`, {
    method: "POST",
    headers: { "content-type": "application/json", "encryption-key": "the right key" },
    body: JSON.stringify({ title: "locked", encrypted: true, pasties: [{ content: "secret" }] }),
  });
  if (created.status !== 201) throw new Error(`creating the encrypted paste answered ${created.status}: ${created.body.slice(0, 200)}`);
  const { id } = JSON.parse(created.body) as { id: string };
  const statuses: Record<string, number> = {};
  const end = performance.now() + seconds * 1000;
  let guess = 0;
  const guesser = async () => {
    while (performance.now() < end) {
      const answer = await request(`${baseUrl}/api/v3/pastes/${id}`, { headers: { "encryption-key": `wrong ${guess++}` } });
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
  };
  const [pingDuringGuesses] = await Promise.all([
    sequentialLatency(() => ({ url: `${baseUrl}/api/v3/ping` }), seconds - 0.5, 0.5),
    ...Array.from({ length: inFlight }, guesser),
  ]);
  return { statuses, pingDuringGuesses };
}
