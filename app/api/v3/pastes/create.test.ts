import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { env } from "@/lib/core/env";
import { api, createActors, createPaste, pasteBody } from "./test-client";

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

const isoMs = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const id8 = /^[a-z0-9]{8}$/;

describe("POST /api/v3/pastes", () => {
  it("creates a paste: 201, Location, every field of the Paste shape", async () => {
    const result = await api.create(pasteBody({ title: "hello", expiresIn: "1d", tags: [" b ", "a", "b", ""] }), {
      token: actors.ownerToken,
    });
    expect(result.status).toBe(201);
    const paste = result.json as Record<string, unknown>;
    expect(result.headers.get("location")).toBe(`/api/v3/pastes/${String(paste.id)}`);
    expect(Object.keys(paste).sort()).toEqual([
      "burnAfterRead",
      "createdAt",
      "deletesAt",
      "editedAt",
      "expiresIn",
      "id",
      "ownerId",
      "pasties",
      "pinned",
      "private",
      "stars",
      "tags",
      "title",
      "warningCounts",
      "warnings",
    ]);
    expect(paste).toMatchObject({
      id: expect.stringMatching(id8),
      title: "hello",
      createdAt: expect.stringMatching(isoMs),
      editedAt: null,
      deletesAt: expect.stringMatching(isoMs),
      expiresIn: "1d",
      ownerId: actors.owner.id,
      pinned: false,
      private: false,
      stars: 0,
      tags: ["a", "b"],
    });
    const day = Date.parse(String(paste.deletesAt)) - Date.parse(String(paste.createdAt));
    expect(day).toBe(24 * 3_600_000);
    expect(paste.pasties).toEqual([{ id: expect.stringMatching(id8), title: "main", content: "hello world", language: "Text" }]);
    const log = await db().actionLog.findFirst({ where: { objectId: String(paste.id), type: "paste_created" } });
    expect(log?.userId).toBe(actors.owner.id);
  });

  it("defaults: no title, never expires, Text, owner-less for a logged-out caller", async () => {
    const result = await api.create({ pasties: [{ content: "x" }] });
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({
      title: "",
      expiresIn: "never",
      deletesAt: null,
      ownerId: null,
      tags: [],
      pasties: [{ title: "", content: "x", language: "Text" }],
    });
  });

  it("`anonymous: false` from a logged-out caller creates an owner-less paste", async () => {
    const result = await api.create(pasteBody({ anonymous: false }));
    expect(result.status).toBe(201);
    expect((result.json as { ownerId: unknown }).ownerId).toBeNull();
  });

  it("`anonymous: true` from a logged-in caller creates an owner-less paste, without the paste scope", async () => {
    const result = await api.create(pasteBody({ anonymous: true }), { token: actors.ownerWithoutScope });
    expect(result.status).toBe(201);
    expect((result.json as { ownerId: unknown }).ownerId).toBeNull();
  });

  it("a logged-in caller without the paste scope gets 403 for an owned paste", async () => {
    expect((await api.create(pasteBody(), { token: actors.ownerWithoutScope })).status).toBe(403);
    expect((await api.create(pasteBody(), { token: actors.ownerReadOnly })).status).toBe(403);
  });

  it("an unknown token is a 401, never a silent anonymous paste", async () => {
    expect((await api.create(pasteBody(), { token: "abcdefgh-0000" })).status).toBe(401);
  });

  it("creates private and pinned pastes for a logged-in caller", async () => {
    const privatePaste = await api.create(pasteBody({ private: true }), { token: actors.ownerToken });
    expect(privatePaste.json).toMatchObject({ private: true, pinned: false });
    const pinned = await api.create(pasteBody({ pinned: true }), { token: actors.ownerToken });
    expect(pinned.json).toMatchObject({ private: false, pinned: true });
  });

  it.each([[{ private: true }], [{ pinned: true }], [{ tags: ["x"] }]])("%j needs a login: 401 when logged out", async (flags) => {
    const result = await api.create(pasteBody(flags));
    expect(result.status).toBe(401);
  });

  it.each([
    [{ pinned: true, private: true }],
    [{ pinned: true, anonymous: true }],
    [{ private: true, anonymous: true }],
    [{ tags: ["x"], anonymous: true }],
  ])("flag conflict %j → 400", async (flags) => {
    const loggedIn = await api.create(pasteBody(flags), { token: actors.ownerToken });
    expect(loggedIn.status).toBe(400);
    expect(loggedIn.json).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });

  it("resolves languages by name, alias or extension, and detects Autodetect (any case)", async () => {
    const rust = 'fn main() {\n    println!("hello {}", x);\n    let v: Vec<u8> = Vec::new();\n}\n';
    const result = await api.create({
      pasties: [
        { content: "a", language: "md" },
        { content: "b", language: ".rs" },
        { content: rust, language: "AUTODETECT" },
        { content: "short", language: "Autodetect" },
      ],
    });
    expect((result.json as { pasties: { language: string }[] }).pasties.map((pasty) => pasty.language)).toEqual([
      "Markdown",
      "Rust",
      "Rust",
      "Text",
    ]);
  });

  it("Autodetect: a title's extension wins over the content; prose and unsure guesses are Text", async () => {
    const ini = "[server]\nport=8080\nhost=localhost\n\n[database]\nuser=admin\n";
    const diary =
      "Dear diary, today I went to the market and bought some apples. It was a sunny day and I met an old friend.\nWe talked for hours about life, work and the weather.";
    const letter =
      "Hello team,\n\nThe meeting is moved to Thursday at 3 pm. Please bring your notes and the budget figures.\n\nThanks,\nAnna";
    const shortCode = "x = compute(1, 2) # ok"; // the model's best share is far below sure
    const result = await api.create({
      pasties: [
        { title: "x.tsx", content: ini, language: "Autodetect" },
        { title: "diary", content: diary, language: "Autodetect" },
        { content: letter, language: "Autodetect" },
        { content: shortCode, language: "Autodetect" },
        { title: "settings.ini", content: ini, language: "Autodetect" },
        { title: "notes on the v2 API", content: ini, language: "Autodetect" },
      ],
    });
    expect(result.status).toBe(201);
    expect((result.json as { pasties: { language: string }[] }).pasties.map((pasty) => pasty.language)).toEqual([
      "TSX",
      "Text",
      "Text",
      "Text",
      "INI",
      "INI",
    ]);
  });

  it("an unknown language is a 404", async () => {
    const result = await api.create({ pasties: [{ content: "a", language: "klingon-script" }] });
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ statusCode: 404, message: "The language was not found." });
  });

  it.each([
    ["a title over 128 characters", { title: "t".repeat(129) }],
    ["no pasties", { pasties: [] }],
    ["missing pasties", { pasties: undefined }],
    ["51 pasties", { pasties: Array.from({ length: 51 }, () => ({ content: "x" })) }],
    ["a pasty title over 50 characters", { pasties: [{ title: "t".repeat(51), content: "x" }] }],
    ["a pasty without content", { pasties: [{ title: "x" }] }],
    ["content that is not a string", { pasties: [{ content: 5 }] }],
    ["a title that is not a string", { title: 5 }],
    ["an unknown expiresIn", { expiresIn: "3d" }],
    ["a non-boolean flag", { private: "yes" }],
    ["tags that are not strings", { tags: [1] }],
    ["21 tags", { tags: Array.from({ length: 21 }, (_, index) => `t${index}`) }],
    ["a tag over 32 characters", { tags: ["t".repeat(33)] }],
  ])("refuses %s with 400", async (_, overrides) => {
    const result = await api.create(pasteBody(overrides), { token: actors.ownerToken });
    expect(result.status).toBe(400);
  });

  it("accepts the limits exactly: 128-char title, 50 pasties, 50-char pasty title, 20 tags of 32", async () => {
    const result = await api.create(
      {
        title: "t".repeat(128),
        tags: Array.from({ length: 20 }, (_, index) => `${index}`.padEnd(32, "x")),
        pasties: Array.from({ length: 50 }, () => ({ title: "p".repeat(50), content: "x" })),
      },
      { token: actors.ownerToken },
    );
    expect(result.status).toBe(201);
  });

  it("refuses malformed JSON with 400", async () => {
    const result = await api.create("{not json", { headers: { "Content-Type": "application/json" } });
    expect(result.status).toBe(400);
  });

  it("takes JSON only as JSON: another Content-Type is a 415 and creates nothing", async () => {
    const body = JSON.stringify(pasteBody({ title: "smuggled" }));
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "text/plain; charset=utf-8"]) {
      const result = await api.create(body, { headers: { "Content-Type": type } });
      expect(result.status, type).toBe(415);
      expect(result.json).toEqual({ statusCode: 415, message: expect.stringContaining("application/json") });
    }
    expect(await db().paste.count({ where: { title: "smuggled" } })).toBe(0);
    for (const type of ["application/json; charset=UTF-8", "application/merge-patch+json"]) {
      expect((await api.create(body, { headers: { "Content-Type": type } })).status, type).toBe(201);
    }
  });

  it("refuses fields it does not know, naming them, like every v3 body", async () => {
    const top = await api.create({ ...pasteBody(), isPublic: true });
    expect(top.status).toBe(400);
    expect(top.json).toEqual({ statusCode: 400, message: 'Unknown field "isPublic".' });
    const nested = await api.create({ pasties: [{ content: "x", code: "x" }] });
    expect(nested.json).toEqual({ statusCode: 400, message: 'Unknown field "pasties.0.code".' });
    const edit = await api.edit(
      await createPaste(pasteBody(), { token: actors.ownerToken }),
      { pasties: [{ content: "y" }], private: true },
      { token: actors.ownerToken },
    );
    expect(edit.json).toEqual({ statusCode: 400, message: 'Unknown field "private".' });
  });

  it("answers the title as stored: half a surrogate pair becomes U+FFFD", async () => {
    const body = '{"title":"a\\ud800b\\udc00","pasties":[{"title":"\\udfff","content":"c\\ud83d"}]}';
    const created = await api.create(body, { headers: { "Content-Type": "application/json" } });
    expect(created.status).toBe(201);
    const paste = created.json as { id: string; title: string; pasties: { title: string; content: string }[] };
    expect(paste.title).toBe("a\uFFFDb\uFFFD");
    expect(paste.pasties[0]).toMatchObject({ title: "\uFFFD", content: "c\uFFFD" });
    const read = (await api.get(paste.id)).json as typeof paste;
    expect({ title: read.title, pasties: read.pasties }).toEqual({ title: paste.title, pasties: paste.pasties });
    // A real pair is left alone.
    const emoji = await api.create('{"pasties":[{"content":"\\ud83d\\ude00"}]}', { headers: { "Content-Type": "application/json" } });
    expect((emoji.json as typeof paste).pasties[0]!.content).toBe("😀");
  });

  it("refuses content over MAX_PASTE_BYTES with 413", async () => {
    const half = "x".repeat(Math.ceil(env().MAX_PASTE_BYTES / 2) + 1);
    const result = await api.create({ pasties: [{ content: half }, { content: half }] });
    expect(result.status).toBe(413);
  });

  it("refuses a body over MAX_BODY_BYTES with 413", async () => {
    const result = await api.create({ pasties: [{ content: "x".repeat(env().MAX_BODY_BYTES + 1) }] });
    expect(result.status).toBe(413);
  });
});
