import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as forkRoute from "@/app/api/v3/pastes/[pasteId]/fork/route";
import * as forksRoute from "@/app/api/v3/pastes/[pasteId]/forks/route";
import { anonymous } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { type Change, onChange, relatePastesWith } from "../changes/announce";
import { createTestToken, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";
import { FORKS_ON_PAGE, forkPaste, forksSeenBy, getPasteForks, relatedPastesOf } from "./forks";
import { createPaste, editPaste } from "./mutations";
import { deletePaste } from "./delete/mutations";
import { getPaste } from "./reads";
import { createPasteInputSchema } from "./schema";
import { togglePrivate } from "./toggles";

// Forks (issue 30 item 4): a copy that remembers its origin, each side shown to whoever may see it.

let owner: ReturnType<typeof sessionCaller>;
let forker: ReturnType<typeof sessionCaller>;
let forkerName: string;
let forkerId: string;

beforeAll(async () => {
  const [a, b] = [await createTestUser(), await createTestUser()];
  owner = sessionCaller({ id: a.id, username: a.username, isAdmin: false });
  forker = sessionCaller({ id: b.id, username: b.username, isAdmin: false });
  forkerName = b.username;
  forkerId = b.id;
});

const create = (body: Record<string, unknown>, key: string | null = null) => createPaste(owner, createPasteInputSchema.parse(body), key);

describe("forking a paste", () => {
  it("copies title and pasties into the forker's own paste, which names its origin; the origin counts and lists it", async () => {
    const origin = await create({
      title: "origin",
      tags: ["mine"],
      pasties: [{ title: "a.rs", content: "fn main() {}", language: "Rust" }],
    });
    const fork = await forkPaste(forker, origin.id, null);

    expect(fork.id).not.toBe(origin.id);
    expect(fork).toMatchObject({ title: "origin", ownerId: forkerId, tags: [], private: false });
    expect(fork.pasties.map(({ title, content, language }) => ({ title, content, language }))).toEqual([
      { title: "a.rs", content: "fn main() {}", language: "Rust" },
    ]);
    expect((await getPasteForks(anonymous, fork.id)).forkedFrom).toEqual({ id: origin.id, title: "origin" });
    const forks = await getPasteForks(anonymous, origin.id);
    expect(forks).toMatchObject({ forkedFrom: null, count: 1, forks: [{ id: fork.id, title: "origin", owner: forkerName }] });

    // Editing the fork leaves the origin as it was.
    await editPaste(forker, fork.id, { pasties: [{ id: fork.pasties[0]!.id, content: "fn main() { changed() }" }] }, null);
    expect((await getPaste(anonymous, origin.id, null)).pasties[0]!.content).toBe("fn main() {}");
  });

  it("by a visitor makes an anonymous fork", async () => {
    const origin = await create({ pasties: [{ content: "shared" }] });
    const fork = await forkPaste(anonymous, origin.id, null);
    expect(fork.ownerId).toBeNull();
    expect((await getPasteForks(anonymous, origin.id)).forks[0]).toMatchObject({ id: fork.id, owner: null });
  });

  it("of an encrypted paste needs its key and stays encrypted with it", async () => {
    const origin = await create({ encrypted: true, pasties: [{ content: "secret text" }] }, "the key");
    await expect(forkPaste(forker, origin.id, null)).rejects.toMatchObject({ status: 400 });
    const fork = await forkPaste(forker, origin.id, "the key");
    await expect(getPaste(anonymous, fork.id, null)).rejects.toMatchObject({ status: 400 });
    expect((await getPaste(anonymous, fork.id, "the key")).pasties[0]!.content).toBe("secret text");
  });

  it("keeps a private origin private: only its owner forks it, into a private fork", async () => {
    const origin = await create({ private: true, pasties: [{ content: "private plans" }] });
    await expect(forkPaste(forker, origin.id, null)).rejects.toMatchObject({ status: 404 });
    const fork = await forkPaste(owner, origin.id, null);
    expect(fork.private).toBe(true);
    // Nobody else learns of either side.
    await expect(getPasteForks(forker, origin.id)).rejects.toMatchObject({ status: 404 });
    expect((await getPasteForks(owner, origin.id)).count).toBe(1);
  });

  it("refuses a burn-after-reading paste, even to its owner (409), and answers others as if it were missing", async () => {
    const origin = await create({ burnAfterRead: true, pasties: [{ content: "read me once" }] });
    await expect(forkPaste(owner, origin.id, null)).rejects.toMatchObject({ status: 409 });
    await expect(forkPaste(forker, origin.id, null)).rejects.toMatchObject({ status: 404 });
    // Neither attempt consumed it.
    expect((await getPaste(owner, origin.id, null)).pasties[0]!.content).toBe("read me once");
  });

  it("shows each side only to those who may see it: a fork made private or an origin deleted drops out", async () => {
    const origin = await create({ title: "to go", pasties: [{ content: "soon gone" }] });
    const [kept, hidden] = [await forkPaste(forker, origin.id, null), await forkPaste(forker, origin.id, null)];
    await togglePrivate(forker, hidden.id, null);
    expect((await getPasteForks(anonymous, origin.id)).forks.map((fork) => fork.id)).toEqual([kept.id]);
    expect((await getPasteForks(forker, origin.id)).count).toBe(2);

    await togglePrivate(owner, origin.id, null);
    expect((await getPasteForks(anonymous, kept.id)).forkedFrom).toBeNull();
    await togglePrivate(owner, origin.id, null);
    expect((await getPasteForks(anonymous, kept.id)).forkedFrom).toMatchObject({ id: origin.id });
    await deletePaste(owner, origin.id);
    expect((await getPasteForks(anonymous, kept.id)).forkedFrom).toBeNull();
    // The fork itself is untouched.
    expect((await getPaste(anonymous, kept.id, null)).pasties[0]!.content).toBe("soon gone");
  });

  it("names the newest forks on a page, and counts them all", async () => {
    const origin = await create({ pasties: [{ content: "popular" }] });
    for (let index = 0; index < FORKS_ON_PAGE + 2; index++) await forkPaste(anonymous, origin.id, null);
    const page = await forksSeenBy(anonymous, origin.id, FORKS_ON_PAGE);
    expect(page.count).toBe(FORKS_ON_PAGE + 2);
    expect(page.forks).toHaveLength(FORKS_ON_PAGE);
  });
});

describe("a change of a paste reaches its forks and its origin", () => {
  const heard: string[] = [];
  let stopListening: () => void;
  beforeAll(() => {
    relatePastesWith(relatedPastesOf);
    stopListening = onChange((change: Change) => {
      if ("pasteId" in change) heard.push(change.pasteId);
    });
  });
  afterAll(() => stopListening());

  it("announces the origin when a fork changes, and the forks when the origin does", async () => {
    const origin = await create({ pasties: [{ content: "watched" }] });
    const fork = await forkPaste(forker, origin.id, null);
    expect(await relatedPastesOf(fork.id)).toEqual([origin.id]);

    heard.length = 0;
    await togglePrivate(forker, fork.id, null);
    expect(heard).toEqual(expect.arrayContaining([fork.id, origin.id]));

    heard.length = 0;
    await editPaste(owner, origin.id, { title: "renamed", pasties: [{ id: origin.pasties[0]!.id, content: "watched" }] }, null);
    expect(heard).toEqual(expect.arrayContaining([origin.id, fork.id]));
  });
});

describe("the fork routes", () => {
  it("POST /pastes/:id/fork answers 201 with the fork and its location; GET …/forks lists it", async () => {
    const origin = await create({ title: "over http", pasties: [{ content: "http" }] });
    const created = await callRoute(forkRoute.POST, {
      method: "POST",
      path: `/api/v3/pastes/${origin.id}/fork`,
      params: { pasteId: origin.id },
    });
    expect(created.status).toBe(201);
    const fork = created.json as { id: string; title: string };
    expect(created.headers.get("location")).toBe(`/api/v3/pastes/${fork.id}`);
    expect(fork.title).toBe("over http");

    const listed = await callRoute(forksRoute.GET, { path: `/api/v3/pastes/${origin.id}/forks`, params: { pasteId: origin.id } });
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({ forkedFrom: null, count: 1, forks: [{ id: fork.id, owner: null }] });
  });

  it("needs a token that may read pastes and write them", async () => {
    const origin = await create({ pasties: [{ content: "scoped" }] });
    const readOnly = await createTestToken(forkerId, ["paste:read"]);
    const refused = await callRoute(forkRoute.POST, { method: "POST", params: { pasteId: origin.id }, token: readOnly });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ statusCode: 403 });
    const missing = await callRoute(forkRoute.POST, { method: "POST", params: { pasteId: "nosuchid" } });
    expect(missing.status).toBe(404);
  });
});
