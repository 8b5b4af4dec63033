import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/core/ids";
import { database, db, setDatabase } from "@/lib/db/client";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { exportPageSize } from "@/lib/users/export-rows";
import { GET as getUser } from "./[username]/route";
import { type InstalledQueryLog, installQueryLog } from "@/lib/testing/query-log";

// Issue 40, item 2: the data export loaded all of the user's pastes (with their content and
// history), comments, action log and moderation entries at once, and zipped them in memory: the
// server held the whole account. It now reads every list a page at a time (a paste's content and
// history one paste, one version at a time) while the archive is written and sent.
// The rows are written straight to the database: making them one request at a time is not what
// this test is about.

const many = 2 * exportPageSize + 1;
const past = Date.now() - 10_000_000;
// Three rows share each time, so pages also end between rows of the same time.
const timeOf = (index: number) => new Date(past + Math.floor(index / 3) * 1000);

let owner: { id: string; username: string };
let token: string;
const plainIds: string[] = [];
const encryptedIds: string[] = [];
let queries: InstalledQueryLog;

beforeAll(async () => {
  owner = await createTestUser();
  token = await createTestToken(owner.id, ["paste", "user"]);
  const ids = Array.from({ length: many + 3 }, () => newId());
  plainIds.push(...ids.slice(0, many));
  encryptedIds.push(...ids.slice(many));
  await db().paste.createMany({
    data: ids.map((id, index) => ({
      id,
      ownerId: owner.id,
      title: `paste ${index}`,
      createdAt: timeOf(index),
      encryptedPasties: index >= many ? new TextEncoder().encode(`sealed ${index}`) : null,
    })),
  });
  await db().pasty.createMany({
    data: plainIds.map((pasteId, index) => ({ id: newId(), pasteId, position: 0, title: "main", content: `content ${index}` })),
  });
  await db().pasteTag.createMany({ data: plainIds.map((pasteId, index) => ({ pasteId, name: `tag${index % 5}` })) });
  const edit = (pasteId: string, version: number, snapshot: { pasties?: object; encryptedPasties?: Uint8Array<ArrayBuffer> }) => ({
    id: newId(),
    pasteId,
    version,
    editedAt: new Date(past + 5_000_000 + version),
    title: `version ${version}`,
    bytes: 10,
    ...snapshot,
  });
  await db().pasteEdit.createMany({
    data: [
      edit(plainIds[0]!, 0, { pasties: [{ content: "first" }] }),
      edit(plainIds[0]!, 1, { pasties: [{ content: "second" }] }),
      edit(encryptedIds[0]!, 0, { encryptedPasties: new TextEncoder().encode("sealed before") }),
    ],
  });
  await db().pasteComment.createMany({
    data: Array.from({ length: many }, (_, index) => ({
      id: newId(),
      pasteId: plainIds[index]!,
      authorId: owner.id,
      pastyId: "abcdefgh",
      version: 0,
      fromLine: 1,
      toLine: 1,
      body: `comment ${index}`,
      createdAt: timeOf(index),
    })),
  });
  await db().actionLog.createMany({
    data: plainIds.map((objectId, index) => ({
      id: newId(),
      type: "paste_created" as const,
      userId: owner.id,
      objectId,
      createdAt: timeOf(index),
    })),
  });
  await db().auditEntry.createMany({
    data: plainIds.map((targetId, index) => ({
      id: newId(),
      action: "paste_quarantined" as const,
      actorId: "adminid1",
      actorName: "an admin",
      targetType: "paste",
      targetId,
      subjectUserId: owner.id,
      createdAt: timeOf(index),
    })),
  });
  await db().accessToken.createMany({
    data: Array.from({ length: many }, (_, index) => ({
      id: newId(),
      userId: owner.id,
      secretHash: `${index}`.padStart(64, "0"),
      scopes: ["paste:read"],
      createdAt: timeOf(index),
    })),
  });
  queries = installQueryLog();
});

afterAll(() => queries?.uninstall());

/** The archive's JSON files, parsed; read while the export's statements are logged. */
async function exported(): Promise<Record<string, Record<string, unknown>[]>> {
  queries.log.reset();
  const result = await callRoute(getUser, { params: { username: `${owner.username}.zip` }, token });
  expect(result.status).toBe(200);
  const archive = await JSZip.loadAsync(await result.response.arrayBuffer());
  const files: Record<string, Record<string, unknown>[]> = {};
  for (const name of [
    "pastes.json",
    "encrypted_pastes.json",
    "comments.json",
    "action_logs.json",
    "moderation.json",
    "access_tokens.json",
  ]) {
    files[name] = JSON.parse(await archive.file(name)!.async("string")) as Record<string, unknown>[];
  }
  return files;
}

const oldestFirst = (items: Record<string, unknown>[]) =>
  items.map((item) => Date.parse(item.createdAt as string)).every((time, i, all) => i === 0 || all[i - 1]! <= time);

describe("the data export of an account with many pastes", () => {
  it("is complete and in order, and no statement it sends answers more than a page of rows", async () => {
    const files = await exported();
    const pastes = files["pastes.json"]!;
    expect(pastes.map((paste) => paste.id).sort()).toEqual([...plainIds].sort());
    expect(oldestFirst(pastes)).toBe(true);
    for (const paste of pastes) {
      const index = plainIds.indexOf(paste.id as string);
      expect(paste).toMatchObject({
        title: `paste ${index}`,
        pasties: [{ title: "main", content: `content ${index}` }],
        tags: [`tag${index % 5}`],
      });
    }
    expect(pastes.find((paste) => paste.id === plainIds[0])!.history).toEqual([
      { id: expect.any(String), editedAt: expect.any(String), title: "version 0", pasties: [{ content: "first" }] },
      { id: expect.any(String), editedAt: expect.any(String), title: "version 1", pasties: [{ content: "second" }] },
    ]);

    const encrypted = files["encrypted_pastes.json"]!;
    expect(encrypted.map((paste) => paste.id).sort()).toEqual([...encryptedIds].sort());
    expect(encrypted.find((paste) => paste.id === encryptedIds[0])).toMatchObject({
      encryptedPasties: Buffer.from(`sealed ${many}`).toString("base64"),
      history: [{ title: "version 0", encryptedPasties: Buffer.from("sealed before").toString("base64") }],
    });

    const comments = files["comments.json"]!;
    expect(comments).toHaveLength(many);
    expect(new Set(comments.map((comment) => comment.body)).size).toBe(many);
    expect(oldestFirst(comments)).toBe(true);
    const actions = files["action_logs.json"]!;
    expect(actions).toHaveLength(await db().actionLog.count({ where: { userId: owner.id } }));
    expect(
      actions
        .filter((entry) => entry.type === "paste_created")
        .map((entry) => entry.objectId)
        .sort(),
    ).toEqual([...plainIds].sort());
    const moderation = files["moderation.json"]!;
    expect(moderation.map((entry) => entry.targetId).sort()).toEqual([...plainIds].sort());
    expect(oldestFirst(moderation)).toBe(true);
    expect(files["access_tokens.json"]).toHaveLength(many + 1);

    // Read a page at a time: what the server holds does not grow with the account.
    const largest = Math.max(...queries.log.statements.map((statement) => statement.rows?.length ?? 0));
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThanOrEqual(exportPageSize);
  });

  it("fails as a download, rather than hanging, when a read fails half way", async () => {
    // A database that fails half way cannot be had on purpose: its client is wrapped to throw on
    // the second paste's history read, after the answer has started.
    const working = database();
    let historyReads = 0;
    const failing = new Proxy(working.prisma, {
      get(target, property, receiver) {
        if (property === "pasteEdit" && ++historyReads === 2) throw new Error("the database is gone");
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    setDatabase({ ...working, prisma: failing });
    try {
      const download = callRoute(getUser, { params: { username: `${owner.username}.zip` }, token });
      await expect(download).rejects.toThrow("the database is gone");
    } finally {
      setDatabase(working);
    }
  });
});
