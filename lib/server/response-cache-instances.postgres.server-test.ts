import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Account, call, signUp } from "../testing/server-accounts";
import { createServerData, type ServerData } from "../testing/server-data";
import { type ServerProcess, startServer } from "../testing/server-process";

// Two instances on one PostgreSQL, each with its own response cache: a write through one makes
// the other's next read fresh (the change announcement travels through PostgreSQL's NOTIFY).
// It takes milliseconds; the ten seconds allowed below only tell "late under load" from "never".

let data: ServerData;
let writer: ServerProcess;
let reader: ServerProcess;
let owner: Account;

beforeAll(async () => {
  data = await createServerData();
  // One AUTH_SECRET for both, as docs/operate/scaling.md asks of several instances.
  const env = { RATE_LIMIT_ENABLED: "false", AUTH_SECRET: randomBytes(32).toString("hex") };
  writer = await startServer({ dataDir: data.dataDir, databaseUrl: data.databaseUrl, env });
  reader = await startServer({ dataDir: data.anotherDataDir(), databaseUrl: data.databaseUrl, env });
  owner = await signUp(writer.url, "instanceowner");
});

afterAll(async () => {
  await reader?.terminate();
  await writer?.terminate();
  await data?.dispose();
});

it("a write through one instance makes the other's next read fresh", async () => {
  const created = await call(writer.url, owner, "POST", "/api/v3/pastes", {
    title: "Shared",
    pasties: [{ title: "a.txt", content: "seen by both instances", language: "Text" }],
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const read = () => fetch(`${reader.url}/api/v3/pastes/${id}`);
  await read();
  expect((await read()).headers.get("x-cache")).toBe("HIT");

  expect((await call(writer.url, owner, "POST", `/api/v3/pastes/${id}/private`)).status).toBe(200);
  const deadline = Date.now() + 10_000;
  let status = 200;
  while (Date.now() < deadline && status !== 404) status = (await read()).status;
  expect(status).toBe(404);
});
