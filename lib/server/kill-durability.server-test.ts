import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../testing/server-process";

// End to end durability: concurrent clients create pastes through the API, the server is killed
// with SIGKILL mid-load, restarted on the same data, and every paste that was answered 201 must
// be readable with its exact content. (lib/db/durability.test.ts covers the database alone.)

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
  let attempts = 0;
  const client = async (worker: number) => {
    for (let i = 0; !killed; i++) {
      attempts += 1;
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
        if (killed) return; // in flight when the server died: not acknowledged
        throw error;
      }
      if (acknowledged.length >= KILL_AFTER && !killed) {
        killed = true;
        await kill();
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, worker) => client(worker)));
  expect(attempts).toBeGreaterThan(acknowledged.length); // some requests were cut off mid-flight
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

async function killScenario(dataDir: string, databaseUrl?: string): Promise<void> {
  const first = await startServer({ dataDir, databaseUrl });
  const acknowledged = await createUntilKilled(first.url, () => first.kill9());
  expect((await first.exited).signal).toBe("SIGKILL");
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

  const restarted = await startServer({ dataDir, databaseUrl });
  try {
    await expectAllReadable(restarted.url, acknowledged);
    const { count } = (await (await fetch(`${restarted.url}/api/v3/meta/active_pastes`)).json()) as { count: number };
    expect(count).toBeGreaterThanOrEqual(acknowledged.length);
  } finally {
    expect(await restarted.terminate(), restarted.output()).toBe(0);
  }
}

const dataDirs: string[] = [];
const tempDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "myst-server-kill-"));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("kill -9 under load", () => {
  it("embedded database: every acknowledged paste is there after the restart", async () => {
    await killScenario(tempDataDir());
  });

  it.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL: every acknowledged paste is there after the restart", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const name = `test_kill_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      await killScenario(tempDataDir(), url.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
