import { beforeAll, describe, expect, it } from "vitest";
import { fakeSecrets } from "@/lib/testing/fake-secrets";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { type CallResult, callRoute } from "@/lib/testing/http";
import {
  ORIGINAL_PASTE_KEYS,
  ORIGINAL_PASTY_KEYS,
  ORIGINAL_V1_PASTE_KEYS,
  ORIGINAL_V2_LANGUAGE_KEYS,
  ORIGINAL_V2_SELF_KEYS,
  ORIGINAL_V2_USER_KEYS,
} from "@/lib/testing/original-objects";
import * as legacyOne from "../../paste/[id]/route";
import * as legacyCreate from "../../paste/route";
import * as v1 from "../paste/route";
import * as language from "./data/language/route";
import * as languageExt from "./data/languageExt/route";
import * as v2One from "./paste/[id]/route";
import * as v2Create from "./paste/route";
import * as user from "./user/[username]/route";
import * as self from "./user/self/route";

// Every object the older surfaces answer, pinned to exactly the original's keys at the HTTP
// surface: published clients (pastemyst-py, the newest on PyPI) parse them strictly, and one
// extra key (`"warnings": []`) made every create and edit fail. Whatever else a write has to say
// — here the secret scan's findings — goes in headers. Each write below holds a secret, so a
// scan that leaked its findings into the body would show here.

const secret = fakeSecrets.find((fake) => fake.kind === "github-token")!.text;
const keysOf = (value: unknown) => Object.keys(value as object).sort();
const findingsOf = (answer: CallResult) => JSON.parse(answer.headers.get("myst-secret-warnings") ?? "[]") as { kind: string }[];

/** Exactly the original paste object, its pasties exactly the original pasty. */
function expectOriginalPaste(answer: CallResult): { _id: string; pasties: { _id: string; code: string }[] } {
  expect(answer.status, answer.text).toBe(200);
  expect(keysOf(answer.json)).toEqual([...ORIGINAL_PASTE_KEYS].sort());
  const paste = answer.json as { _id: string; pasties: { _id: string; code: string }[]; edits: unknown };
  expect(paste.edits).toEqual([]);
  for (const pasty of paste.pasties) expect(keysOf(pasty)).toEqual(ORIGINAL_PASTY_KEYS);
  return paste;
}

let owner: { id: string; username: string };
let token = "";

beforeAll(async () => {
  owner = await createTestUser();
  token = await createTestToken(owner.id, ["paste", "user"]);
});

describe.each([
  { surface: "/api/v2/paste", create: v2Create.POST, one: v2One },
  { surface: "/paste", create: legacyCreate.POST, one: legacyOne },
])("$surface answers exactly the original paste object", ({ surface, create, one }) => {
  it("on a create, anonymous or an account's, the secret scan's findings in a header", async () => {
    for (const headers of [{}, { Authorization: token }] as Record<string, string>[]) {
      const created = await callRoute(create, {
        path: surface,
        headers,
        body: { title: "leaky", pasties: [{ title: "env", code: secret }] },
      });
      expectOriginalPaste(created);
      expect(findingsOf(created)).toEqual([expect.objectContaining({ kind: "github-token" })]);
      expect(created.headers.get("myst-secret-warnings-total")).toBe("1");
    }
  });

  it("on every kind of edit (title, pasties, tags, each flag) and on a read", async () => {
    const created = expectOriginalPaste(
      await callRoute(create, {
        path: surface,
        headers: { Authorization: token },
        body: { isPrivate: true, pasties: [{ code: "clean" }] },
      }),
    );
    const id = created._id;
    const edit = (body: object) =>
      callRoute(one.PATCH, { method: "PATCH", path: `${surface}/${id}`, params: { id }, headers: { Authorization: token }, body });

    const recoded = await edit({ pasties: [{ _id: created.pasties[0]!._id, code: secret }] });
    expectOriginalPaste(recoded);
    expect(findingsOf(recoded)).toEqual([expect.objectContaining({ kind: "github-token" })]);
    // Making it public scans it again: the findings come in the header of that answer too.
    const published = await edit({ isPrivate: false });
    expect(expectOriginalPaste(published)).toMatchObject({ isPrivate: false });
    expect(findingsOf(published)).toEqual([expect.objectContaining({ kind: "github-token" })]);
    // A new title is an edit of the paste's text: it is scanned again, and still holds the secret.
    const renamed = await edit({ title: "renamed" });
    expect(expectOriginalPaste(renamed)).toMatchObject({ title: "renamed" });
    expect(findingsOf(renamed)).toEqual([expect.objectContaining({ kind: "github-token" })]);
    for (const body of [{ tags: "a,b" }, { isPublic: true }, { isPublic: false, isPrivate: true }, {}])
      expectOriginalPaste(await edit(body));
    expectOriginalPaste(await callRoute(one.GET, { path: `${surface}/${id}`, params: { id }, headers: { Authorization: token } }));
  });

  it("errors are exactly {statusMessage}", async () => {
    const refused = await callRoute(one.PATCH, {
      method: "PATCH",
      path: `${surface}/zzzzzzzz`,
      params: { id: "zzzzzzzz" },
      headers: { Authorization: token },
      body: { title: "x" },
    });
    expect(refused.status).toBe(404);
    expect(keysOf(refused.json)).toEqual(["statusMessage"]);
  });
});

describe("the v1 API answers exactly the original paste object", () => {
  it("on a create (findings in a header) and on a read", async () => {
    const created = await callRoute(v1.POST, { path: "/api/paste", body: { code: encodeURIComponent(secret) } });
    expect(created.status, created.text).toBe(200);
    expect(keysOf(created.json)).toEqual(ORIGINAL_V1_PASTE_KEYS);
    expect(findingsOf(created)).toEqual([expect.objectContaining({ kind: "github-token" })]);
    const id = (created.json as { id: string }).id;
    expect(keysOf((await callRoute(v1.GET, { path: `/api/paste?id=${id}` })).json)).toEqual(ORIGINAL_V1_PASTE_KEYS);
  });
});

describe("the v2 user and data endpoints answer exactly the original objects", () => {
  it("a user, the caller's own user", async () => {
    const profile = await callRoute(user.GET, { path: `/api/v2/user/${owner.username}`, params: { username: owner.username } });
    expect(keysOf(profile.json)).toEqual([...ORIGINAL_V2_USER_KEYS].sort());
    const mine = await callRoute(self.GET, { path: "/api/v2/user/self", headers: { Authorization: token } });
    expect(keysOf(mine.json)).toEqual([...ORIGINAL_V2_SELF_KEYS].sort());
  });

  it("a language by name or extension; an unknown one is 404 language not found.", async () => {
    for (const [handler, path] of [
      [language.GET, "/api/v2/data/language?name=rust"],
      [language.GET, "/api/v2/data/language?extension=rs"],
      [languageExt.GET, "/api/v2/data/languageExt?extension=rs"],
    ] as const) {
      const found = await callRoute(handler, { path });
      expect(found.status, path).toBe(200);
      expect(keysOf(found.json)).toEqual(ORIGINAL_V2_LANGUAGE_KEYS);
    }
    for (const [handler, path] of [
      [language.GET, "/api/v2/data/language?name=Klingon%2B%2B"],
      [languageExt.GET, "/api/v2/data/languageExt?extension=klingon"],
    ] as const) {
      const missing = await callRoute(handler, { path });
      expect(missing.status, path).toBe(404);
      expect(missing.json).toEqual({ statusMessage: "language not found." });
    }
  });
});
