import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, type Caller, scopes } from "../auth/caller";
import { createSession, findSignedIn } from "../auth/sessions";
import { createAccessToken, verifyAccessToken } from "../auth/tokens";
import { findStoredSettings } from "../settings/stored-settings";
import { createPaste } from "../pastes/mutations";
import { readRawPasty } from "../pastes/raw";
import { getPaste, getPasteLanguageStats, getPasteStats } from "../pastes/reads";
import { createPasteInputSchema } from "../pastes/schema";
import { searchPastes, searchUserPastes } from "../search/search";
import { createTestUser } from "../testing/actors";
import { listPinnedPastes, listUserPastes } from "../profiles/profile-pastes";
import { findUserByUsername, getUserDto, requireProfileUser } from "../users/queries";
import { whenRenderingsSettle } from "../render/render";
import { type LoggedStatement } from "./query-counter";
import { type InstalledQueryLog, installQueryLog } from "../testing/query-log";

// How many SQL statements the hot reads cost. On the embedded database every statement has a
// fixed cost (a round trip through the WASM engine), so these numbers are the floor of a read's
// latency; they must not grow with the number of pasties, the page size or the page number.

let queries: InstalledQueryLog;
let owner: { id: string; username: string };
let onePasty: string;
let manyPasties: string;

const ownerCaller = (): Caller => ({
  kind: "user",
  user: { id: owner.id, username: owner.username, isAdmin: false },
  scopes: new Set(scopes),
  via: "token",
  tokenExpiresAt: null,
});

/**
 * The statements of `work`. A written version is rendered beside the request (lib/render: a
 * lookup of rendered_markup, the count of the render in render_attempts and the insert of its
 * outcome), not by it: those are not the request's.
 */
async function statementsOf(work: () => Promise<unknown>): Promise<LoggedStatement[]> {
  await whenRenderingsSettle();
  queries.log.reset();
  await work();
  return queries.log.statements.filter((statement) => !/rendered_markup|render_attempts/.test(statement.sql));
}

beforeAll(async () => {
  owner = await createTestUser();
  const create = (pasties: number, tags: string[] = []) =>
    createPaste(
      ownerCaller(),
      createPasteInputSchema.parse({
        tags,
        // Long enough to be looked up in the blocklist of removed texts, which the insert asks too.
        pasties: Array.from({ length: pasties }, (_, index) => ({
          content: `fn pasty_${index}() -> u32 { ${index} + 40 + 2 }\n`,
          language: "Rust",
        })),
      }),
      null,
    );
  onePasty = (await create(1)).id;
  manyPasties = (await create(12, ["a", "b", "c"])).id;
  for (let index = 0; index < 40; index++) await create(1 + (index % 3), index % 2 ? ["x"] : []);
  // Warm anything done once per user (an avatar, say) before counting.
  await getUserDto(owner.id);
  queries = installQueryLog();
});

afterAll(() => queries?.uninstall());

describe("statements per read", () => {
  it("a paste read is one statement, however many pasties and tags it has", async () => {
    const one = await statementsOf(() => getPaste(anonymous, onePasty, null));
    const many = await statementsOf(() => getPaste(anonymous, manyPasties, null));
    expect(one).toHaveLength(1);
    expect(many).toHaveLength(1);
    expect(await statementsOf(() => getPaste(ownerCaller(), manyPasties, null))).toHaveLength(1);
    expect(await statementsOf(() => getPasteStats(anonymous, manyPasties, null))).toHaveLength(1);
    expect(await statementsOf(() => getPasteLanguageStats(anonymous, manyPasties, null))).toHaveLength(1);
  });

  it("a pasty's raw text is one statement, which reads that pasty alone", async () => {
    const paste = await getPaste(anonymous, manyPasties, null);
    const [statement, ...more] = await statementsOf(() =>
      readRawPasty(anonymous, { pasteId: manyPasties, pastyId: paste.pasties[5]!.id }, null),
    );
    expect(more).toHaveLength(0);
    const [row] = await queries.original.prisma.$queryRawUnsafe<object[]>(statement!.sql, ...statement!.args);
    const read = JSON.stringify(row);
    expect(read).toContain(JSON.stringify(paste.pasties[5]!.content));
    for (const other of paste.pasties.filter((_, index) => index !== 5)) expect(read).not.toContain(JSON.stringify(other.content));
  });

  it("creating a paste is one statement, however many pasties and tags it has", async () => {
    const input = (pasties: number, tags: string[]) =>
      createPasteInputSchema.parse({
        tags,
        // Long enough to be looked up in the blocklist of removed texts, which the insert asks too.
        pasties: Array.from({ length: pasties }, (_, index) => ({
          content: `fn pasty_${index}() -> u32 { ${index} + 40 + 2 }\n`,
          language: "Rust",
        })),
      });
    expect(await statementsOf(() => createPaste(anonymous, input(1, []), null))).toHaveLength(1);
    expect(await statementsOf(() => createPaste(ownerCaller(), input(20, ["a", "b", "c"]), null))).toHaveLength(1);
  });

  it("a profile list page is two statements, whatever the page size, page or view", async () => {
    const counts = new Set<number>();
    for (const pageSize of [1, 5, 15, 30]) {
      for (const page of [0, 1, 3, 1000]) {
        counts.add((await statementsOf(() => listUserPastes(anonymous, owner.username, { page, pageSize }))).length);
        counts.add((await statementsOf(() => listUserPastes(ownerCaller(), owner.username, { page, pageSize }))).length);
      }
      counts.add((await statementsOf(() => listUserPastes(ownerCaller(), owner.username, { page: 0, pageSize, tag: "x" }))).length);
      counts.add((await statementsOf(() => listPinnedPastes(anonymous, owner.username, { page: 0, pageSize }))).length);
    }
    expect([...counts]).toEqual([2]);
  });

  it("a search page is one statement (two on a profile, which reads the user), whatever the page", async () => {
    const counts = new Set<number>();
    for (const page of [0, 2, 150]) {
      counts.add((await statementsOf(() => searchPastes(ownerCaller(), { q: "pasty", scope: "own", page, pageSize: 5 }))).length);
      counts.add((await statementsOf(() => searchPastes(anonymous, { q: "pasty 3", scope: "public", page, pageSize: 5 }))).length);
    }
    expect([...counts]).toEqual([1]);
    // Past the 1,000th hit there is nothing to read.
    expect(await statementsOf(() => searchPastes(ownerCaller(), { q: "pasty", scope: "own", page: 1000, pageSize: 5 }))).toHaveLength(0);
    expect(await statementsOf(() => searchUserPastes(anonymous, owner.username, { q: "pasty", page: 0, pageSize: 5 }))).toHaveLength(2);
  });

  it("a token, a session with its user's settings, and a user's settings are one statement each, then kept", async () => {
    const { accessToken } = await createAccessToken(owner.id, { scopes: ["paste:read"], expiresIn: "never" });
    const { token } = await createSession(owner.id);
    for (const lookup of [() => verifyAccessToken(accessToken), () => findSignedIn(token), () => findStoredSettings(owner.id)]) {
      expect(await statementsOf(lookup)).toHaveLength(1);
      expect(await statementsOf(lookup)).toHaveLength(0);
    }
  });

  it("a user lookup is one or two statements", async () => {
    expect(await statementsOf(() => findUserByUsername(owner.username))).toHaveLength(1);
    expect(await statementsOf(() => requireProfileUser(owner.username.toUpperCase()))).toHaveLength(1);
    const dto = await statementsOf(() => getUserDto(owner.id));
    expect(dto.length).toBeGreaterThanOrEqual(1);
    expect(dto.length).toBeLessThanOrEqual(2);
  });

  it("the list and read statements can use an index on pastes (none needs a full scan)", async () => {
    const statements = [
      ...(await statementsOf(() => listUserPastes(anonymous, owner.username, { page: 2, pageSize: 5 }))),
      ...(await statementsOf(() => listUserPastes(anonymous, owner.username, { page: 8, pageSize: 5 }))),
      ...(await statementsOf(() => listUserPastes(ownerCaller(), owner.username, { page: 1, pageSize: 5, tag: "x" }))),
      ...(await statementsOf(() => listPinnedPastes(anonymous, owner.username, { page: 0, pageSize: 5 }))),
      ...(await statementsOf(() => getPaste(anonymous, manyPasties, null))),
      ...(await statementsOf(() => readRawPasty(anonymous, { pasteId: manyPasties, pastyId: "nope0000" }, null).catch(() => null))),
      ...(await statementsOf(() => searchPastes(ownerCaller(), { q: "pasty", scope: "own", page: 0, pageSize: 5 }))),
      ...(await statementsOf(() => searchPastes(anonymous, { q: "pasty", scope: "public", page: 0, pageSize: 5 }))),
    ];
    for (const { sql, args } of statements) {
      // With sequential scans priced out, a plan that still scans a table whole has no index to use.
      const plan = await queries.original.prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
        return tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${sql}`, ...args);
      });
      const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
      expect(text, sql).not.toMatch(/Seq Scan on (pastes|pasties|paste_tags|users)\b/);
    }
  });
});
