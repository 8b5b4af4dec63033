import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Account, signUp } from "../testing/server-accounts";
import { createServerData, type ServerData } from "../testing/server-data";
import { type ServerProcess, startServer } from "../testing/server-process";

// Two instances on one PostgreSQL, each keeping the tokens it has checked for a few seconds
// (lib/auth/identity-cache.ts): a token revoked through one is refused by the other at once (the
// revocation is announced through PostgreSQL's NOTIFY).

let data: ServerData;
let first: ServerProcess;
let second: ServerProcess;
let owner: Account;

beforeAll(async () => {
  data = await createServerData();
  const env = { RATE_LIMIT_ENABLED: "false", AUTH_SECRET: randomBytes(32).toString("hex") };
  first = await startServer({ dataDir: data.dataDir, databaseUrl: data.databaseUrl, env });
  second = await startServer({ dataDir: data.anotherDataDir(), databaseUrl: data.databaseUrl, env });
  owner = await signUp(first.url, "tokenowner");
});

afterAll(async () => {
  await second?.terminate();
  await first?.terminate();
  await data?.dispose();
});

it("a token revoked through one instance is refused by the other at once", async () => {
  // Made in the browser session (a token may only make tokens with scopes it holds itself).
  const browser = { Cookie: owner.cookie, Origin: first.url };
  const created = await fetch(`${first.url}/api/v3/auth/self/access_tokens`, {
    method: "POST",
    headers: { ...browser, "Content-Type": "application/json" },
    body: JSON.stringify({ scopes: ["user:access_tokens"], expiresIn: "never" }),
  });
  expect(created.status).toBe(201);
  const { accessToken } = (await created.json()) as { accessToken: string };
  const self = () => fetch(`${second.url}/api/v3/auth/self`, { headers: { Authorization: `Bearer ${accessToken}` } });
  // Checked, and so kept, by the second instance.
  expect((await self()).status).toBe(200);
  expect((await self()).status).toBe(200);

  const tokens = (await (await fetch(`${first.url}/api/v3/auth/self/access_tokens`, { headers: browser })).json()) as {
    id: string;
    scopes: string[];
  }[];
  const revoked = tokens.find((token) => token.scopes.join() === "user:access_tokens")!;
  expect((await fetch(`${first.url}/api/v3/auth/self/access_tokens/${revoked.id}`, { method: "DELETE", headers: browser })).status).toBe(204);
  // The announcement takes milliseconds; the 3 s allowed only tell "late under load" from "never",
  // and stay under the 5 s an entry is kept, so only the announcement can end it in time.
  const revokedAt = Date.now();
  let status = 200;
  while (status === 200 && Date.now() - revokedAt < 3_000) status = (await self()).status;
  expect(status).toBe(401);
});
