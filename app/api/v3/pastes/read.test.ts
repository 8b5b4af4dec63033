import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api, createActors, createPaste, pasteBody } from "./test-client";

let actors: Awaited<ReturnType<typeof createActors>>;
let publicId: string;
let privateId: string;
beforeAll(async () => {
  actors = await createActors();
  publicId = await createPaste(pasteBody({ tags: ["mine"] }), { token: actors.ownerToken });
  privateId = await createPaste(pasteBody({ private: true, tags: ["secret"] }), { token: actors.ownerToken });
});

describe("GET /api/v3/pastes/:id — public paste", () => {
  it("anyone reads it; tags only for the owner", async () => {
    const anonymous = await api.get(publicId);
    expect(anonymous.status).toBe(200);
    expect(anonymous.json).toMatchObject({ id: publicId, tags: [] });
    expect((await api.get(publicId, { token: actors.otherToken })).json).toMatchObject({ tags: [] });
    expect((await api.get(publicId, { token: actors.adminToken })).json).toMatchObject({ tags: [] });
    expect((await api.get(publicId, { token: actors.ownerToken })).json).toMatchObject({ tags: ["mine"] });
    expect((await api.get(publicId, { token: actors.ownerReadOnly })).json).toMatchObject({ tags: ["mine"] });
  });

  it("a logged-in caller without paste:read gets 403", async () => {
    expect((await api.get(publicId, { token: actors.ownerWithoutScope })).status).toBe(403);
  });
});

describe("GET /api/v3/pastes/:id — private paste", () => {
  it("only the owner reads it; everyone else gets the 404 of a missing paste", async () => {
    const missing = await api.get("zzzzzzzz");
    expect(missing.status).toBe(404);
    for (const token of [undefined, actors.otherToken, actors.adminToken]) {
      const result = await api.get(privateId, { token });
      expect(result.status).toBe(404);
      expect(result.json).toEqual(missing.json);
    }
    expect((await api.get(privateId, { token: actors.ownerToken })).json).toMatchObject({ private: true, tags: ["secret"] });
    expect((await api.get(privateId, { token: actors.ownerWithoutScope })).status).toBe(403);
  });

  it.each(["stats", "langs", "history", "encrypted", "zip"] as const)("%s follows the same rules", async (endpoint) => {
    expect((await api[endpoint](privateId)).status).toBe(404);
    expect((await api[endpoint](privateId, { token: actors.otherToken })).status).toBe(404);
    expect((await api[endpoint](privateId, { token: actors.ownerWithoutScope })).status).toBe(403);
    expect((await api[endpoint](privateId, { token: actors.ownerToken })).status).toBe(200);
    expect((await api[endpoint]("zzzzzzzz")).status).toBe(404);
  });
});

describe("expired pastes", () => {
  it("are a 404 at once, before the sweeper removed them", async () => {
    const id = await createPaste(pasteBody({ expiresIn: "1h" }), { token: actors.ownerToken });
    await db().paste.update({ where: { id }, data: { deletesAt: new Date(Date.now() - 1000) } });
    expect((await api.get(id, { token: actors.ownerToken })).status).toBe(404);
    expect((await api.stats(id)).status).toBe(404);
    expect((await api.edit(id, pasteBody(), { token: actors.ownerToken })).status).toBe(404);
  });
});

describe("caching", () => {
  it("a public paste read anonymously is public with an ETag, and If-None-Match gives 304", async () => {
    const first = await api.get(publicId);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("cache-control")).toContain("public");
    const again = await api.get(publicId, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });

  it("user-specific and private answers are private, no-store", async () => {
    expect((await api.get(publicId, { token: actors.ownerToken })).headers.get("cache-control")).toBe("private, no-store");
    expect((await api.get(privateId, { token: actors.ownerToken })).headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("stats and langs", () => {
  it("counts lines, words and bytes per pasty and in total", async () => {
    const id = await createPaste({
      pasties: [
        { title: "a", content: "one two\nthree", language: "Text" },
        { title: "b", content: "", language: "Rust" },
        { title: "c", content: "é\tx\r\n", language: "Rust" },
      ],
    });
    const paste = (await api.get(id)).json as { pasties: { id: string }[] };
    const [a, b, c] = paste.pasties.map((pasty) => pasty.id) as [string, string, string];
    expect((await api.stats(id)).json).toEqual({
      bytes: 13 + 0 + 6,
      lines: 2 + 1 + 2,
      words: 3 + 0 + 2,
      pasties: { [a]: { bytes: 13, lines: 2, words: 3 }, [b]: { bytes: 0, lines: 1, words: 0 }, [c]: { bytes: 6, lines: 2, words: 2 } },
    });
    const langs = (await api.langs(id)).json as { language: { name: string }; percentage: number }[];
    expect(langs.map((stat) => stat.language.name)).toEqual(["Text", "Rust"]);
    expect(langs[0]?.percentage).toBeCloseTo((13 / 18) * 100);
    expect(langs[1]?.language).toMatchObject({ name: "Rust", extensions: expect.arrayContaining([".rs"]) });
  });
});

describe("GET /api/v3/pastes/:id.zip", () => {
  it("holds one entry per pasty named by title (or pasty-<n>) with its language's extension, made unique", async () => {
    const JSZip = (await import("jszip")).default;
    const id = await createPaste({
      title: "my/paste",
      pasties: [
        { title: "main", content: "fn main() {}", language: "Rust" },
        { title: "main", content: "fn other() {}", language: "Rust" },
        { content: "plain ✓", language: "Text" },
      ],
    });
    const result = await api.zip(id);
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("application/zip");
    expect(result.headers.get("content-disposition")).toContain("my_paste.zip");
    const zip = await JSZip.loadAsync(await result.response.arrayBuffer());
    const untitled = "pasty-3.txt";
    expect(Object.keys(zip.files).sort()).toEqual(["main (2).rs", "main.rs", untitled].sort());
    expect(await zip.file("main.rs")?.async("string")).toBe("fn main() {}");
    const bytes = await zip.file(untitled)?.async("uint8array");
    expect(Buffer.from(bytes ?? []).toString("utf8")).toBe("plain ✓");
  });

  it("names the zip by id when there is no title", async () => {
    const id = await createPaste({ pasties: [{ content: "x" }] });
    expect((await api.zip(id)).headers.get("content-disposition")).toContain(`${id}.zip`);
  });
});
