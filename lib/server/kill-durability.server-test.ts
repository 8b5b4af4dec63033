import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createServerData } from "../testing/server-data";
import { startServer } from "../testing/server-process";

// End to end durability: concurrent clients create pastes through the API, the server is killed
// with SIGKILL mid-load, restarted on the same data, and every paste that was answered 201 must
// be readable with its exact content. (lib/db/durability.test.ts covers the database alone.)
// Runs on the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.

const CLIENTS = 8;
const KILL_AFTER = 150;

interface Acknowledged {
  id: string;
  title: string;
  content: string;
}

async function createUntilKilled(url: string, kill: () => Promise<void>): Promise<Acknowledged[]> {
  const acknowledged: Acknowledged[] = [];
  let killed = false;
  // Each client keeps sending until the dead server refuses it, so requests are in flight at the kill.
  const client = async (worker: number) => {
    for (let i = 0; ; i++) {
      const title = `w${worker}-${i}`;
      // Some multi-kilobyte pastes so writes are not trivially small, all distinct.
      const content = `${title} ${randomBytes(16).toString("hex")}\n${"x".repeat((i * 997) % 20_000)}\n…ünïcødé ✓`;
      try {
        const response = await fetch(`${url}/api/v3/pastes`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ title, pasties: [{ title: "main", content, language: "Text" }] }),
        });
        if (response.status === 201) {
          const { id } = (await response.json()) as { id: string };
          acknowledged.push({ id, title, content });
        } else {
          await response.body?.cancel();
          throw new Error(`unexpected status ${response.status} under load`);
        }
      } catch (error) {
        if (killed) return; // cut off by the kill, or refused after it: not acknowledged
        throw error;
      }
      if (acknowledged.length >= KILL_AFTER && !killed) {
        killed = true;
        await kill();
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, worker) => client(worker)));
  return acknowledged;
}

async function expectAllReadable(url: string, acknowledged: Acknowledged[]): Promise<void> {
  const missing: string[] = [];
  // A few at a time, like a client would.
  for (let start = 0; start < acknowledged.length; start += 8) {
    await Promise.all(
      acknowledged.slice(start, start + 8).map(async ({ id, title, content }) => {
        const response = await fetch(`${url}/api/v3/pastes/${id}`);
        const paste = response.status === 200 ? ((await response.json()) as { title: string; pasties: { content: string }[] }) : undefined;
        if (paste?.title !== title || paste.pasties[0]?.content !== content) missing.push(`${id} (${response.status})`);
      }),
    );
  }
  expect(missing).toEqual([]);
}

describe("kill -9 under load", () => {
  it("every paste answered 201 is there, intact, after the restart", async () => {
    // The embedded database by default; PostgreSQL in the suite's TEST_DATABASE_URL run.
    const data = await createServerData();
    try {
      const first = await startServer(data);
      // Killed under load, or after a client failed first (so no server outlives the test).
      const acknowledged = await createUntilKilled(first.url, () => first.kill9()).finally(() => first.kill9());
      expect((await first.exited).signal).toBe("SIGKILL");
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

      const restarted = await startServer(data);
      try {
        await expectAllReadable(restarted.url, acknowledged);
        const { count } = (await (await fetch(`${restarted.url}/api/v3/meta/active_pastes`)).json()) as { count: number };
        expect(count).toBeGreaterThanOrEqual(acknowledged.length);
      } finally {
        expect(await restarted.terminate(), restarted.output()).toBe(0);
      }
    } finally {
      await data.dispose();
    }
  });
});
