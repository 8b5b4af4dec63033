import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Account, signUp } from "../testing/server-accounts";
import { createServerData, type ServerData } from "../testing/server-data";
import { type ServerProcess, startServer } from "../testing/server-process";

// Two instances on one PostgreSQL, each keeping the tokens, sessions and settings it has read for
// a few seconds (lib/auth/identity-cache.ts): what changes through one is seen by the other
// within a second (announced through PostgreSQL's NOTIFY), well inside the 5 s an entry is kept,
// so only the announcement can make it in time. The instance settings an admin changes
// (lib/instance-settings) travel the same way.

let data: ServerData;
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  data = await createServerData();
  const env = { RATE_LIMIT_ENABLED: "false", AUTH_SECRET: randomBytes(32).toString("hex"), ADMIN_USERNAMES: "settingsadmin" };
  first = await startServer({ dataDir: data.dataDir, databaseUrl: data.databaseUrl, env });
  second = await startServer({ dataDir: data.anotherDataDir(), databaseUrl: data.databaseUrl, env });
});

afterAll(async () => {
  await second?.terminate();
  await first?.terminate();
  await data?.dispose();
});

/** The interface's promise: a change made through one instance shows on every other within one second. */
const PROPAGATION_MS = 1_000;

/** What `look` sees once it shows `expected`, or when a second has passed since the change. */
async function seenWithinASecond<T>(look: () => Promise<T>, expected: T): Promise<T> {
  const changedAt = Date.now();
  let seen = await look();
  while (seen !== expected && Date.now() - changedAt < PROPAGATION_MS) seen = await look();
  return seen;
}

const browserOf = (account: Account, instance: ServerProcess) => ({ Cookie: account.cookie, Origin: instance.url });

/** GET `path` on the second instance twice (so it reads and keeps the identity), answering the status. */
async function keptBySecond(path: string, headers: Record<string, string>): Promise<() => Promise<number>> {
  const status = async () => (await fetch(`${second.url}${path}`, { headers })).status;
  expect(await status()).toBe(200);
  expect(await status()).toBe(200);
  return status;
}

it("a token revoked through one instance is refused by the other within a second", async () => {
  const owner = await signUp(first.url, "tokenowner");
  // Made in the browser session (a token may only make tokens with scopes it holds itself).
  const created = await fetch(`${first.url}/api/v3/auth/self/access_tokens`, {
    method: "POST",
    headers: { ...browserOf(owner, first), "Content-Type": "application/json" },
    body: JSON.stringify({ scopes: ["user:access_tokens"], expiresIn: "never" }),
  });
  expect(created.status).toBe(201);
  const { accessToken } = (await created.json()) as { accessToken: string };
  const self = await keptBySecond("/api/v3/auth/self", { Authorization: `Bearer ${accessToken}` });

  const tokens = (await (await fetch(`${first.url}/api/v3/auth/self/access_tokens`, { headers: browserOf(owner, first) })).json()) as {
    id: string;
    scopes: string[];
  }[];
  const revoked = tokens.find((token) => token.scopes.join() === "user:access_tokens")!;
  const deleted = await fetch(`${first.url}/api/v3/auth/self/access_tokens/${revoked.id}`, {
    method: "DELETE",
    headers: browserOf(owner, first),
  });
  expect(deleted.status).toBe(204);
  expect(await seenWithinASecond(self, 401)).toBe(401);
});

it("a session signed out through one instance is refused by the other within a second", async () => {
  const person = await signUp(first.url, "signsout");
  const self = await keptBySecond("/api/v3/auth/self", { Cookie: person.cookie });
  const out = await fetch(`${first.url}/auth/logout`, {
    method: "POST",
    redirect: "manual",
    headers: { ...browserOf(person, first), "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
  expect(out.status).toBe(303);
  expect(await seenWithinASecond(self, 401)).toBe(401);
});

it("settings changed through one instance are read by the other within a second", async () => {
  const person = await signUp(first.url, "changesettings");
  await keptBySecond("/api/v3/settings", { Authorization: `Bearer ${person.token}` });
  const theme = async () => {
    const answer = await fetch(`${second.url}/api/v3/settings`, { headers: { Authorization: `Bearer ${person.token}` } });
    return ((await answer.json()) as { theme: string }).theme;
  };
  const changed = await fetch(`${first.url}/api/v3/settings`, {
    method: "PATCH",
    headers: { ...browserOf(person, first), "Content-Type": "application/json" },
    body: JSON.stringify({ theme: "light" }),
  });
  expect(changed.status).toBe(200);
  expect(await seenWithinASecond(theme, "light")).toBe("light");
});

it("a browser signed out from the sessions page of one instance is refused by the other within a second", async () => {
  const person = await signUp(first.url, "signsoutothers");
  // A second browser of the same account, kept by the second instance.
  const signedIn = await fetch(`${second.url}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: second.url },
    body: new URLSearchParams({ username: "signsoutothers", password: "correct horse battery" }),
  });
  const otherCookie = signedIn.headers.getSetCookie()[0]!.split(";")[0]!;
  const other = await keptBySecond("/api/v3/auth/self/sessions", { Cookie: otherCookie });
  const ended = await fetch(`${first.url}/api/v3/auth/self/sessions`, { method: "DELETE", headers: browserOf(person, first) });
  expect(await ended.json()).toEqual({ ended: 1 });
  expect(await seenWithinASecond(other, 401)).toBe(401);
});

it("registration closed on one instance's admin pages is closed on the other within a second, and open again after a reset", async () => {
  const admin = await signUp(first.url, "settingsadmin");
  // The sign-up page holds its form only while registration is open (its messages name a closed one either way).
  const closedOnSecond = async () => !(await (await fetch(`${second.url}/signup`)).text()).includes('action="/auth/signup"');
  expect(await closedOnSecond()).toBe(false);
  const setting = `${first.url}/api/v3/admin/settings/registration`;
  const headers = { ...browserOf(admin, first), "Content-Type": "application/json" };
  const closed = await fetch(setting, { method: "PUT", headers, body: JSON.stringify({ value: "closed" }) });
  expect(closed.status, await closed.clone().text()).toBe(200);
  expect(await seenWithinASecond(closedOnSecond, true)).toBe(true);
  expect((await fetch(setting, { method: "DELETE", headers: browserOf(admin, first) })).status).toBe(200);
  expect(await seenWithinASecond(closedOnSecond, false)).toBe(false);
});
