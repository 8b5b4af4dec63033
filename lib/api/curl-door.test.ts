import { beforeAll, describe, expect, it } from "vitest";
import * as rawRoute from "@/app/raw/[pasteId]/[pastyId]/route";
import { api } from "@/app/api/v3/pastes/test-client";
import { env } from "../core/env";
import { resolveCaller } from "../auth/resolve-caller";
import { db } from "../db/client";
import { blocklistHash } from "../pastes/blocked-content";
import { editPaste } from "../pastes/mutations";
import { createTestSessionHeaders, createTestToken, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";
import { createFromCommandLine } from "./curl-door";

// The command line's door (lib/api/curl-door.ts): what curl sends, and what someone could send
// instead — another account's or a stale token, a victim's cookie, empty, binary, enormous or
// malformed bodies, too many files — answered in plain text, never HTML, JSON or a 500.

type Sent = { status: number; headers: Headers; text: string };

/** A POST to / as curl sends it: `--data-binary` says urlencoded, whatever the bytes are. */
async function post(query = "", body: BodyInit | null = "print('hi')\n", headers: Record<string, string> = {}): Promise<Sent> {
  const request = new Request(`http://localhost/${query}`, {
    method: "POST",
    // A form's body brings its own multipart type (and boundary), as `curl -F` sends it.
    headers: { ...(body instanceof FormData ? {} : { "Content-Type": "application/x-www-form-urlencoded" }), Accept: "*/*", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  const answer = await createFromCommandLine(request);
  const text = typeof answer.body === "string" ? answer.body : new TextDecoder().decode(answer.body ?? new Uint8Array());
  return { status: answer.status, headers: new Headers(answer.headers), text };
}

/** The paste an answer's address names, as its owner reads it (`token`), or as anyone. */
async function pasteAt(sent: Sent, token?: string) {
  expect(sent.status, sent.text).toBe(201);
  const id = new URL(sent.text.trim()).pathname.slice(1);
  const read = await api.get(id, { token });
  expect(read.status, read.text).toBe(200);
  return read.json as {
    id: string;
    title: string;
    ownerId: string | null;
    private: boolean;
    burnAfterRead: boolean;
    deletesAt: string | null;
    pasties: { id: string; title: string; content: string; language: string }[];
  };
}

/** A plain-text error of one line with this status. */
function expectPlainError(sent: Sent, status: number, says?: RegExp) {
  expect(sent.status, sent.text).toBe(status);
  expect(sent.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  expect(sent.text.endsWith("\n") && !sent.text.slice(0, -1).includes("\n"), sent.text).toBe(true);
  if (says) expect(sent.text).toMatch(says);
}

let ownerId = "";
let ownerToken = "";
let readOnlyToken = "";
let otherToken = "";
let ownerSession: Record<string, string> = {};

beforeAll(async () => {
  const owner = await createTestUser({ username: "curl-owner" });
  ownerId = owner.id;
  ownerToken = await createTestToken(owner.id, ["paste", "paste:read"]);
  readOnlyToken = await createTestToken(owner.id, ["paste:read"]);
  otherToken = await createTestToken((await createTestUser({ username: "curl-other" })).id, ["paste", "paste:read"]);
  ownerSession = await createTestSessionHeaders(owner.id);
});

describe("POST / from the command line", () => {
  it("creates a paste from the body and answers its address as one line of text, with Location", async () => {
    const sent = await post("?name=main.py");
    expect(sent.status).toBe(201);
    expect(sent.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(sent.headers.get("cache-control")).toBe("no-store");
    expect(sent.text).toMatch(/^http:\/\/localhost\/[a-z0-9]+\n$/);
    expect(sent.headers.get("location")).toBe(sent.text.trim());
    const paste = await pasteAt(sent);
    expect(paste.ownerId).toBeNull();
    expect(paste.pasties).toMatchObject([{ title: "main.py", content: "print('hi')\n", language: "Python" }]);
  });

  it("takes each file of a multipart form as a pasty named and typed by its file name", async () => {
    const form = new FormData();
    form.append("file", new Blob(["fn main() {}\n"]), "main.rs");
    form.append("file", new Blob(["# Notes\n"]), "notes.md");
    form.append("file", new Blob(["from stdin\n"]), "-");
    const paste = await pasteAt(await post("", form));
    expect(paste.pasties.map(({ title, content, language }) => ({ title, content, language }))).toEqual([
      { title: "main.rs", content: "fn main() {}\n", language: "Rust" },
      { title: "notes.md", content: "# Notes\n", language: "Markdown" },
      { title: "", content: "from stdin\n", language: expect.any(String) },
    ]);
  });

  it("applies ?lang, ?title, ?expires and ?burn", async () => {
    const sent = await post("?lang=ruby&title=A%20log&expires=1d&burn=1", "puts 1\n");
    const paste = await pasteAt(sent);
    expect(paste).toMatchObject({ title: "A log", burnAfterRead: true, pasties: [{ language: "Ruby" }] });
    const hours = (Date.parse(paste.deletesAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it("makes the paste the token's owner's; ?private=1 needs that token", async () => {
    expectPlainError(await post("?private=1"), 401);
    const sent = await post("?private=1", "mine\n", { Authorization: `Bearer ${ownerToken}` });
    const paste = await pasteAt(sent, ownerToken);
    expect(paste).toMatchObject({ ownerId, private: true });
    expect((await api.get(paste.id)).status).toBe(404);
    // The bare token, as older clients send it, counts as well.
    expect((await pasteAt(await post("", "bare\n", { Authorization: ownerToken }), ownerToken)).ownerId).toBe(ownerId);
  });

  it("refuses a bad token with 401 rather than posting anonymously", async () => {
    expectPlainError(await post("", "x\n", { Authorization: "Bearer abcdefgh-" + "0".repeat(64) }), 401);
    expectPlainError(await post("", "x\n", { Authorization: "Bearer nonsense" }), 401);
  });

  it("never reads cookies: a victim's session makes neither an owned nor a private paste", async () => {
    const sent = await post("", "posted by another site\n", ownerSession);
    expect((await pasteAt(sent)).ownerId).toBeNull();
    expectPlainError(await post("?private=1", "x\n", ownerSession), 401);
  });

  it("refuses empty and binary bodies, and keeps invalid UTF-8 as replacement characters", async () => {
    expectPlainError(await post("", ""), 400, /empty/);
    expectPlainError(await post("", new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x00, 0x01])), 415, /NUL/);
    const invalid = await pasteAt(await post("", new Uint8Array([0x61, 0xff, 0xfe, 0x62, 0x0a])));
    expect(invalid.pasties[0]!.content).toBe("a\uFFFD\uFFFDb\n");
  });

  it("stores 20,000 repeats of one byte as they are", async () => {
    const paste = await pasteAt(await post("", "A".repeat(20_000)));
    expect(paste.pasties[0]!.content).toBe("A".repeat(20_000));
  });

  it("refuses a body over MAX_BODY_BYTES with 413, from its Content-Length before reading any of it", async () => {
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
        },
      });
    const declared = String(env().MAX_BODY_BYTES + 1);
    expectPlainError(await post("", endless(), { "Content-Length": declared }), 413);
    expect(pulled).toBeLessThanOrEqual(1);
    // Without a length (chunked), it is cut off once over the limit.
    pulled = 0;
    expectPlainError(await post("", endless()), 413);
    expect(pulled * 64 * 1024).toBeLessThan(env().MAX_BODY_BYTES + 3 * 64 * 1024);
  });

  it("refuses unknown expiry values and misspelt parameters, naming them", async () => {
    expectPlainError(await post("?expires=nonsense"), 400, /expires/);
    expectPlainError(await post("?expire=1d"), 400, /Unknown field "expire"/);
    expectPlainError(await post("?burn=maybe"), 400, /burn/);
    expectPlainError(await post("?lang=no-such-language"), 404, /language/);
  });

  it("caps a multipart form at the API's 50 pasties", async () => {
    const form = new FormData();
    for (let i = 0; i < 51; i++) form.append("file", new Blob([`${i}\n`]), `f${i}.txt`);
    expectPlainError(await post("", form), 400, /at most 50 pasties/);
    expectPlainError(await post("", "--x\r\nbroken", { "Content-Type": "multipart/form-data; boundary=x" }), 400, /multipart/);
  });

  it("refuses removed content (451) in plain text", async () => {
    const removed = "curl | sh # a text the moderators removed from this instance\n";
    await db().blockedContent.create({ data: { hash: blocklistHash(removed)!, pasteId: "gone0000" } });
    expectPlainError(await post("", removed), 451);
  });
});

describe("PUT /raw/:pasteId/:pastyId", () => {
  const put = (pasteId: string, pastyId: string, body: string, headers: Record<string, string> = {}) =>
    callRoute(rawRoute.PUT, { method: "PUT", path: `/raw/${pasteId}/${pastyId}`, params: { pasteId, pastyId }, body, headers });
  const raw = (pasteId: string, pastyId: string, token?: string) =>
    callRoute(rawRoute.GET, { path: `/raw/${pasteId}/${pastyId}`, params: { pasteId, pastyId }, token });
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function ownPaste(body: object = {}) {
    const created = await api.create(
      { pasties: [{ title: "prompt.md", content: "v1\n", language: "Markdown" }, { content: "other\n" }], ...body },
      { token: ownerToken },
    );
    expect(created.status, created.text).toBe(201);
    const paste = created.json as { id: string; pasties: { id: string }[] };
    return { id: paste.id, pastyId: paste.pasties[0]!.id };
  }

  it("replaces the owner's pasty as a new version, answering the ETag its raw read then has", async () => {
    const { id, pastyId } = await ownPaste();
    const replaced = await put(id, pastyId, "v2\n", auth(ownerToken));
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(replaced.headers.get("cache-control")).toBe("no-store");
    const read = await raw(id, pastyId);
    expect(read.text).toBe("v2\n");
    expect(replaced.headers.get("etag")).toBe(read.headers.get("etag"));
    const paste = (await api.get(id)).json as { pasties: { title: string; content: string; language: string }[] };
    expect(paste.pasties).toMatchObject([{ title: "prompt.md", content: "v2\n", language: "Markdown" }, { content: "other\n" }]);
    const history = await api.history(id, { token: ownerToken });
    expect(history.json).toHaveLength(1);
  });

  it("refuses a lost update: If-Match of an older text is 412 and changes nothing", async () => {
    const { id, pastyId } = await ownPaste();
    const etag = (await raw(id, pastyId)).headers.get("etag")!;
    expect((await put(id, pastyId, "first\n", { ...auth(ownerToken), "If-Match": etag })).status).toBe(200);
    const late = await put(id, pastyId, "second\n", { ...auth(ownerToken), "If-Match": etag });
    expectPlainError(late, 412);
    expect((await raw(id, pastyId)).text).toBe("first\n");
    const current = (await raw(id, pastyId)).headers.get("etag")!;
    expect((await put(id, pastyId, "third\n", { ...auth(ownerToken), "If-Match": `W/${current}` })).status).toBe(200);
  });

  it("does not overwrite an edit committed after the version it replaces was read", async () => {
    const { id } = await ownPaste();
    const owner = await resolveCaller(new Request("http://localhost/", { headers: auth(ownerToken) }));
    const edit = (content: string, ifVersion: Date | null) => editPaste(owner, id, { pasties: [{ content }] }, null, { ifVersion });
    const first = await edit("first\n", null);
    await expect(edit("lost\n", null)).rejects.toMatchObject({ status: 412 });
    await expect(edit("second\n", new Date(first.editedAt!))).resolves.toMatchObject({ pasties: [{ content: "second\n" }] });
  });

  it("is the owner's with the paste scope only: 401 without a token (cookies do not count), 403 or 404 otherwise", async () => {
    const { id, pastyId } = await ownPaste();
    expectPlainError(await put(id, pastyId, "x"), 401);
    expectPlainError(await put(id, pastyId, "x", ownerSession), 401);
    expectPlainError(await put(id, pastyId, "x", auth(readOnlyToken)), 403);
    expectPlainError(await put(id, pastyId, "x", auth(otherToken)), 403);
    const hidden = await ownPaste({ private: true });
    const missing = await put("nope0000", "nope0000", "x", auth(otherToken));
    const other = await put(hidden.id, hidden.pastyId, "x", auth(otherToken));
    expectPlainError(other, 404);
    expect(other.text).toBe(missing.text);
    expectPlainError(await put(id, "nope0000", "x", auth(ownerToken)), 404);
    expect((await raw(id, pastyId)).text).toBe("v1\n");
    expect((await raw(hidden.id, hidden.pastyId, ownerToken)).text).toBe("v1\n");
  });

  it("refuses burn-after-reading, encrypted and end-to-end encrypted pastes (409), and binary text (415)", async () => {
    const burning = await ownPaste({ burnAfterRead: true });
    expectPlainError(await put(burning.id, burning.pastyId, "x", auth(ownerToken)), 409, /burn/);
    const created = await api.create(
      { encrypted: true, pasties: [{ content: "hidden" }] },
      { token: ownerToken, headers: { "Encryption-Key": "k" } },
    );
    const encrypted = created.json as { id: string; pasties: { id: string }[] };
    expectPlainError(await put(encrypted.id, encrypted.pasties[0]!.id, "x", auth(ownerToken)), 409, /encrypted/);
    const sealed = await ownPaste();
    await db().paste.update({ where: { id: sealed.id }, data: { e2e: { e2e: 1, nonce: "A".repeat(22), kdf: null, title: null } } });
    expectPlainError(await put(sealed.id, sealed.pastyId, "x", auth(ownerToken)), 409, /end-to-end/);
    const plain = await ownPaste();
    expectPlainError(await put(plain.id, plain.pastyId, "a\u0000b", auth(ownerToken)), 415);
  });
});
