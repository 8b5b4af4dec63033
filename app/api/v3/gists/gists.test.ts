import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { api, createActors, createPaste, pasteBody } from "../pastes/test-client";
import { gistApi, type GistJson } from "./test-client";

// The Gist-compatible API (docs/api/gists.md) as GitHub's clients meet it: the gist object, its
// writes and their revisions, GitHub's errors. Who may see and change what, for every kind of
// paste and caller, is the authorization matrix's (app/authorization-matrix-gists.test.ts).

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

const owner = () => ({ token: actors.ownerToken });
const other = () => ({ token: actors.otherToken });
const asGist = (result: { json: unknown }) => result.json as GistJson;

async function createGist(body: Record<string, unknown>): Promise<GistJson> {
  const created = await gistApi.create(body, owner());
  expect(created.status, created.text).toBe(201);
  return asGist(created);
}

describe("POST /gists", () => {
  it("makes a paste of the files: names as titles, languages from their extensions, secret by default", async () => {
    const created = await gistApi.create(
      { description: "two files", files: { "main.py": { content: "print(1)\n" }, "notes.md": { content: "# hi" } } },
      owner(),
    );
    expect(created.status).toBe(201);
    const gist = asGist(created);
    expect(created.headers.get("location")).toBe(gist.url);
    // GitHub names the media type of its answers; clients may log or check it.
    expect(created.headers.get("x-github-media-type")).toBe("github.v3; format=json");
    expect(gist).toMatchObject({ description: "two files", public: false, owner: { login: actors.owner.username }, user: null });
    expect(gist.files["main.py"]).toMatchObject({
      filename: "main.py",
      language: "Python",
      content: "print(1)\n",
      size: 9,
      truncated: false,
    });
    expect(gist.files["notes.md"]).toMatchObject({ language: "Markdown" });
    expect(gist.git_pull_url).toBe(`http://localhost/${gist.id}.git`);
    expect(gist.html_url).toBe(`http://localhost/${gist.id}`);
    const paste = await api.get(gist.id, owner());
    expect(paste.json).toMatchObject({
      title: "two files",
      private: true,
      pasties: [{ title: "main.py", language: "Python" }, { title: "notes.md" }],
    });
  });

  it("takes `public` as a boolean or a string; anonymously only a public gist, as Myst's anonymous pastes", async () => {
    const anonymous = await gistApi.create({ public: "true", files: { "a.txt": { content: "x" } } });
    expect(anonymous.status).toBe(201);
    expect(asGist(anonymous)).toMatchObject({ public: true, owner: null });
    const secret = await gistApi.create({ files: { "a.txt": { content: "x" } } });
    expect(secret.status).toBe(401);
    expect(secret.json).toEqual({ message: "Requires authentication", documentation_url: "/docs/api/gists" });
    expect(secret.headers.get("x-github-media-type")).toBe("github.v3; format=json");
  });

  it("answers what it cannot take with GitHub's 422 and the fields in `errors`, never a 500", async () => {
    for (const body of [{ files: {} }, { files: { "a.txt": {} } }, { files: "a" }, { files: { "a.txt": { content: 1 } } }]) {
      const refused = await gistApi.create(body, owner());
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.json).toMatchObject({ message: "Validation Failed", errors: [expect.objectContaining({ resource: "Gist" })] });
    }
    // A file name longer than a pasty title may be: the paste's own limits apply.
    const long = await gistApi.create({ files: { [`${"x".repeat(60)}.txt`]: { content: "x" } } }, owner());
    expect(long.status).toBe(422);
    const malformed = await gistApi.create("{", owner());
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ documentation_url: "/docs/api/gists" });
  });

  it("needs the paste scope of a token", async () => {
    const refused = await gistApi.create({ public: true, files: { "a.txt": { content: "x" } } }, { token: actors.ownerWithoutScope });
    expect(refused.status).toBe(403);
  });
});

describe("GET /gists/:id", () => {
  it("names untitled and same-titled pasties uniquely and the same on every read", async () => {
    const id = await createPaste(
      pasteBody({
        pasties: [
          { title: "", content: "a", language: "Python" },
          { title: "x.txt", content: "b", language: "Text" },
          { title: "x.txt", content: "c", language: "Text" },
        ],
      }),
      owner(),
    );
    const read = asGist(await gistApi.get(id));
    const names = Object.keys(read.files);
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/^gistfile-[a-z0-9]{8}\.py$/);
    expect(names[1]).toBe("x.txt");
    expect(names[2]).toMatch(/^x-[a-z0-9]{8}\.txt$/);
    expect(Object.keys(asGist(await gistApi.get(id)).files)).toEqual(names);
  });

  it("sends the first megabyte of a larger file, marked truncated; its raw_url has it all", async () => {
    const big = "é".repeat(600_000); // 1.2 MB of UTF-8: the cut falls inside no character
    const gist = await createGist({ public: true, files: { "big.txt": { content: big } } });
    const file = asGist(await gistApi.get(gist.id)).files["big.txt"]!;
    expect(file).toMatchObject({ size: 1_200_000, truncated: true });
    expect(file.content).toBe("é".repeat(524_288));
    expect(file.raw_url).toMatch(new RegExp(`/raw/${gist.id}/[a-z0-9]{8}$`));
  });

  it("answers someone else's secret gist as a missing one, in GitHub's shape", async () => {
    const gist = await createGist({ files: { "a.txt": { content: "x" } } });
    const missing = await gistApi.get("nosuch00", other());
    const hidden = await gistApi.get(gist.id, other());
    expect(hidden.status).toBe(404);
    expect(hidden.json).toEqual(missing.json);
    expect(hidden.json).toEqual({ message: "The paste was not found.", documentation_url: "/docs/api/gists" });
  });

  it("reads a burn-after-reading paste once, as Myst's own read does: HEAD leaves it", async () => {
    const id = await createPaste(pasteBody({ burnAfterRead: true }));
    const head = await gistApi.head(id);
    expect(head.status).toBe(200);
    const first = await gistApi.get(id);
    expect(asGist(first).files.main!.content).toBe("hello world");
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect((await gistApi.get(id)).status).toBe(404);
    expect(await db().paste.count({ where: { id } })).toBe(0);
  });

  it("takes the Encryption-Key of an encrypted paste, and refuses without it", async () => {
    const id = await createPaste(pasteBody({ encrypted: true }), { ...owner(), headers: { "Encryption-Key": "k3y" } });
    expect((await gistApi.get(id, owner())).status).toBe(400);
    const read = await gistApi.get(id, { ...owner(), headers: { "Encryption-Key": "k3y" } });
    expect(asGist(read).files.main!.content).toBe("hello world");
  });
});

describe("PATCH /gists/:id", () => {
  it("renames, replaces, deletes and adds files and sets the description, one revision per request", async () => {
    const gist = await createGist({ description: "v0", files: { "a.txt": { content: "one\n" }, "b.txt": { content: "two\n" } } });
    const edited = await gistApi.edit(
      gist.id,
      { description: "v1", files: { "a.txt": { filename: "a.py", content: "one\nmore\n" }, "b.txt": null, "c.rb": { content: "puts 1" } } },
      owner(),
    );
    expect(edited.status, edited.text).toBe(200);
    const after = asGist(edited);
    expect(after.description).toBe("v1");
    expect(Object.keys(after.files)).toEqual(["a.py", "c.rb"]);
    expect(after.files["a.py"]).toMatchObject({ language: "Python", content: "one\nmore\n" });
    expect(after.files["c.rb"]).toMatchObject({ language: "Ruby" });
    expect(after.history!.map((entry) => entry.version)).toEqual(["1", "0"]);
    expect(after.history![0]!.change_status).toMatchObject({ total: expect.any(Number) as number });

    const again = asGist(await gistApi.edit(gist.id, { files: { "c.rb": { content: "puts 2" } } }, owner()));
    expect(again.history!.map((entry) => entry.version)).toEqual(["2", "1", "0"]);
    expect(again.history![0]!.change_status).toEqual({ total: 2, additions: 1, deletions: 1 });
    expect(again.description).toBe("v1");
    // Nothing to change: no revision.
    expect(asGist(await gistApi.edit(gist.id, {}, owner())).history).toHaveLength(3);
  });

  it("refuses to delete the last file, a file it does not have, and two files of one name (422)", async () => {
    const gist = await createGist({ files: { "a.txt": { content: "1" }, "b.txt": { content: "2" } } });
    for (const files of [{ "a.txt": null, "b.txt": null }, { "nope.txt": null }, { "a.txt": { filename: "b.txt" } }, { "new.txt": {} }]) {
      const refused = await gistApi.edit(gist.id, { files }, owner());
      expect(refused.status, JSON.stringify(files)).toBe(422);
      expect(refused.json).toMatchObject({ errors: [expect.objectContaining({ resource: "Gist" })] });
    }
    expect(asGist(await gistApi.get(gist.id, owner())).history).toHaveLength(1);
  });

  it("is the owner's: another account is refused and changes nothing", async () => {
    const gist = await createGist({ public: true, files: { "a.txt": { content: "mine" } } });
    expect((await gistApi.edit(gist.id, { files: { "a.txt": { content: "theirs" } } }, other())).status).toBe(403);
    expect((await gistApi.remove(gist.id, other())).status).toBe(403);
    expect(asGist(await gistApi.get(gist.id)).files["a.txt"]!.content).toBe("mine");
    expect((await gistApi.remove(gist.id, owner())).status).toBe(204);
    expect((await gistApi.get(gist.id)).status).toBe(404);
  });
});

describe("the lists", () => {
  it("GET /gists needs a login, lists the caller's own (secret ones too) without content, with GitHub's Link header", async () => {
    expect((await gistApi.mine()).status).toBe(401);
    const user = await createTestUser();
    const token = await createTestToken(user.id, ["paste"]);
    const ids: string[] = [];
    for (const index of [1, 2, 3]) {
      const created = await gistApi.create({ public: index !== 2, files: { [`f${index}.txt`]: { content: "x" } } }, { token });
      ids.unshift(asGist(created).id);
    }
    const first = await gistApi.mine("?per_page=2", { token });
    expect((first.json as GistJson[]).map((gist) => gist.id)).toEqual(ids.slice(0, 2));
    expect((first.json as GistJson[])[0]!.files["f3.txt"]).not.toHaveProperty("content");
    // The caller's own list holds their secret gists (the second one): no cache keeps it.
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.headers.get("link")).toBe(
      '<http://localhost/api/v3/gists?per_page=2&page=2>; rel="next", <http://localhost/api/v3/gists?per_page=2&page=2>; rel="last"',
    );
    const second = await gistApi.mine("?per_page=2&page=2", { token });
    expect((second.json as GistJson[]).map((gist) => gist.id)).toEqual(ids.slice(2));
    expect(second.headers.get("link")).toContain('rel="prev"');
    // Others see the public ones only.
    const theirs = await gistApi.ofUser(user.username, "", other());
    expect((theirs.json as GistJson[]).map((gist) => gist.id)).toEqual([ids[0], ids[2]]);
    // `since`: only what was updated since then.
    await db().paste.update({ where: { id: ids[2]! }, data: { createdAt: new Date("2020-01-01") } });
    const since = await gistApi.mine("?since=2021-01-01T00:00:00Z", { token });
    expect((since.json as GistJson[]).map((gist) => gist.id)).toEqual(ids.slice(0, 2));
    expect((await gistApi.mine("?per_page=101", { token })).status).toBe(422);
  });

  it("GET /gists/starred lists what the caller starred; GET /gists/public what Explore shows", async () => {
    const gist = await createGist({ public: true, files: { "star.txt": { content: "x" } } });
    expect((await gistApi.starred()).status).toBe(401);
    expect((await api.star(gist.id, other())).status).toBe(200);
    const starred = await gistApi.starred("", other());
    expect((starred.json as GistJson[]).map((item) => item.id)).toEqual([gist.id]);
    const listed = await gistApi.public("?per_page=100");
    expect((listed.json as GistJson[]).map((item) => item.id)).toContain(gist.id);
  });
});

describe("users", () => {
  it("GET /user is the caller as a GitHub user, with any token", async () => {
    expect((await gistApi.self()).status).toBe(401);
    const self = await gistApi.self({ token: actors.ownerReadOnly });
    expect(self.status).toBe(200);
    expect(self.json).toMatchObject({ login: actors.owner.username, type: "User", id: Number.parseInt(actors.owner.id, 36) });
  });

  it("GET /users/:username answers GitHub's clients GitHub's user and Myst's clients Myst's, each in its error shape", async () => {
    const github = await gistApi.user(actors.owner.username);
    expect(github.json).toMatchObject({ login: actors.owner.username, html_url: `http://localhost/profile/${actors.owner.username}` });
    const versioned = await gistApi.user(actors.owner.username, {
      headers: { Accept: "application/json", "X-GitHub-Api-Version": "2022-11-28" },
    });
    expect(versioned.json).toMatchObject({ login: actors.owner.username });
    const myst = await gistApi.user(actors.owner.username, { headers: { Accept: "application/json" } });
    expect(myst.json).toMatchObject({ id: actors.owner.id, username: actors.owner.username });
    expect(myst.json).not.toHaveProperty("login");
    expect(github.headers.get("x-github-media-type")).toBe("github.v3; format=json");
    expect(myst.headers.get("x-github-media-type")).toBeNull();
    expect((await gistApi.user("nobody-here")).json).toHaveProperty("documentation_url");
    expect((await gistApi.user("nobody-here", { headers: { Accept: "application/json" } })).json).toMatchObject({ statusCode: 404 });
  });

  it("GET /rate_limit says so when rate limiting is off, as GitHub Enterprise does", async () => {
    const answer = await gistApi.rateLimit();
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ message: "Rate limiting is not enabled." });
  });
});
