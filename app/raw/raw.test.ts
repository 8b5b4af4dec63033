import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@/app/api/v3/pastes/test-client";
import * as unlock from "@/app/[pasteId]/unlock/route";
import { createTestSessionHeaders, createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import * as rawHistory from "./[pasteId]/[pastyId]/[historyId]/route";
import * as raw from "./[pasteId]/[pastyId]/route";

// The page-side doors to a paste's content: /raw/… and the encrypted paste's unlock form.

const getRaw = (pasteId: string, pastyId: string, options: { headers?: Record<string, string>; token?: string } = {}) =>
  callRoute(raw.GET, { path: `/raw/${pasteId}/${pastyId}`, params: { pasteId, pastyId }, ...options });

async function createAs(token: string | undefined, body: object, headers: Record<string, string> = {}) {
  const created = await api.create(body, { token, headers });
  expect(created.status).toBe(201);
  return created.json as { id: string; pasties: { id: string }[] };
}

describe("/raw/:pasteId/:pastyId", () => {
  let ownerToken: string;
  let ownerSession: Record<string, string>;
  let otherSession: Record<string, string>;
  beforeAll(async () => {
    const owner = await createTestUser({ username: "raw-owner" });
    ownerToken = await createTestToken(owner.id, ["paste", "paste:read"]);
    ownerSession = await createTestSessionHeaders(owner.id);
    otherSession = await createTestSessionHeaders((await createTestUser({ username: "raw-other" })).id);
  });

  it("answers a public pasty as UTF-8 plain text, cacheable and conditional", async () => {
    const paste = await createAs(undefined, { pasties: [{ content: "héllo <b>\n", language: "HTML" }] });
    const response = await getRaw(paste.id, paste.pasties[0]!.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toContain("public");
    expect(response.text).toBe("héllo <b>\n");
    const again = await getRaw(paste.id, paste.pasties[0]!.id, { headers: { "If-None-Match": response.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("hides a private pasty from everyone but its owner, like the API", async () => {
    const paste = await createAs(ownerToken, { private: true, pasties: [{ content: "secret" }] });
    const pastyId = paste.pasties[0]!.id;
    expect((await getRaw(paste.id, pastyId)).status).toBe(404);
    expect((await getRaw(paste.id, pastyId, { headers: otherSession })).status).toBe(404);
    const owner = await getRaw(paste.id, pastyId, { headers: ownerSession });
    expect(owner.status).toBe(200);
    expect(owner.text).toBe("secret");
    expect(owner.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers 404 for an unknown pasty of a readable paste and for an unknown paste", async () => {
    const paste = await createAs(undefined, { pasties: [{ content: "x" }] });
    expect((await getRaw(paste.id, "nope0000")).status).toBe(404);
    expect((await getRaw("nope0000", "nope0000")).status).toBe(404);
  });

  it("serves a pasty as it was before an edit", async () => {
    const paste = await createAs(ownerToken, { pasties: [{ content: "first" }] });
    const pastyId = paste.pasties[0]!.id;
    expect((await api.edit(paste.id, { pasties: [{ id: pastyId, content: "second" }] }, { token: ownerToken })).status).toBe(200);
    const [edit] = (await api.history(paste.id)).json as { id: string }[];
    const before = await callRoute(rawHistory.GET, {
      path: `/raw/${paste.id}/${pastyId}/${edit!.id}`,
      params: { pasteId: paste.id, pastyId, historyId: edit!.id },
    });
    expect(before.text).toBe("first");
    expect((await getRaw(paste.id, pastyId)).text).toBe("second");
  });
});

// A raw read reads only the pasty asked for (lib/pastes/queries.ts onlyPasty), under the paste's rules.
describe("/raw/:pasteId/:pastyId reads one pasty of its paste", () => {
  let ownerToken: string;
  beforeAll(async () => {
    ownerToken = await createTestToken((await createTestUser({ username: "raw-one-pasty" })).id, ["paste", "paste:read"]);
  });

  it("answers pasty B of a paste whose pasty A is huge, and A whole", async () => {
    const huge = "a".repeat(600_000);
    const paste = await createAs(undefined, { pasties: [{ content: huge }, { content: "just b" }] });
    const [a, b] = paste.pasties;
    expect((await getRaw(paste.id, b!.id)).text).toBe("just b");
    const whole = await getRaw(paste.id, a!.id);
    expect(whole.status).toBe(200);
    expect(whole.text.length).toBe(huge.length);
  });

  it("answers 404 for a pasty of another paste, public or private, whoever asks", async () => {
    const open = await createAs(undefined, { pasties: [{ content: "open" }] });
    const hidden = await createAs(ownerToken, { private: true, pasties: [{ content: "hidden" }] });
    const asOwner = { token: ownerToken };
    expect((await getRaw(open.id, hidden.pasties[0]!.id, asOwner)).status).toBe(404);
    expect((await getRaw(hidden.id, open.pasties[0]!.id, asOwner)).status).toBe(404);
    expect((await getRaw(open.id, hidden.pasties[0]!.id)).status).toBe(404);
  });

  it("a burn-after-reading paste's second pasty: its text once, then the whole paste is gone", async () => {
    const paste = await createAs(ownerToken, { burnAfterRead: true, pasties: [{ content: "first" }, { content: "second" }] });
    const [a, b] = paste.pasties;
    expect(
      (await callRoute(raw.GET, { method: "HEAD", path: `/raw/${paste.id}/${b!.id}`, params: { pasteId: paste.id, pastyId: b!.id } }))
        .status,
    ).toBe(200);
    const read = await getRaw(paste.id, b!.id);
    expect(read.status).toBe(200);
    expect(read.text).toBe("second");
    expect(read.headers.get("cache-control")).toBe("private, no-store");
    expect((await getRaw(paste.id, a!.id)).status).toBe(404);
    expect((await getRaw(paste.id, b!.id)).status).toBe(404);
    expect((await getRaw(paste.id, a!.id, { token: ownerToken })).status).toBe(404);
  });

  it("a burn-after-reading paste read at a pasty id it does not have: 404, and it still waits for its reader", async () => {
    const paste = await createAs(ownerToken, { burnAfterRead: true, pasties: [{ content: "still here" }] });
    const other = await createAs(ownerToken, { pasties: [{ content: "elsewhere" }] });
    expect((await getRaw(paste.id, other.pasties[0]!.id)).status).toBe(404);
    expect((await getRaw(paste.id, "nosuchid")).status).toBe(404);
    const read = await getRaw(paste.id, paste.pasties[0]!.id);
    expect(read.status).toBe(200);
    expect(read.text).toBe("still here");
    expect((await getRaw(paste.id, paste.pasties[0]!.id)).status).toBe(404);
  });

  it("a pasty an edit removed: 404 now, its text in the version before the edit", async () => {
    const paste = await createAs(ownerToken, { pasties: [{ content: "removed later" }, { content: "kept" }] });
    const [gone, kept] = paste.pasties;
    const edited = await api.edit(paste.id, { pasties: [{ id: kept!.id, content: "kept" }] }, { token: ownerToken });
    expect(edited.status).toBe(200);
    expect((await getRaw(paste.id, gone!.id)).status).toBe(404);
    expect((await getRaw(paste.id, gone!.id, { token: ownerToken })).status).toBe(404);
    const [edit] = (await api.history(paste.id)).json as { id: string }[];
    const before = await callRoute(rawHistory.GET, {
      path: `/raw/${paste.id}/${gone!.id}/${edit!.id}`,
      params: { pasteId: paste.id, pastyId: gone!.id, historyId: edit!.id },
    });
    expect(before.status).toBe(200);
    expect(before.text).toBe("removed later");
  });
});

describe("unlocking an encrypted paste in the browser", () => {
  const submit = (pasteId: string, password: string, extra: Record<string, string> = {}) =>
    callRoute(unlock.POST, {
      method: "POST",
      path: `/${pasteId}/unlock`,
      params: { pasteId },
      body: new URLSearchParams({ password, ...extra }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });

  it("a wrong password goes back to the form saying so and sets nothing", async () => {
    const paste = await createAs(undefined, { encrypted: true, pasties: [{ content: "hidden" }] }, { "Encryption-Key": "right; pw" });
    const wrong = await submit(paste.id, "wrong");
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("location")).toBe(`/${paste.id}?unlock=failed`);
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("the right password sets an HttpOnly cookie for that paste that raw and the API then accept", async () => {
    const paste = await createAs(undefined, { encrypted: true, pasties: [{ content: "hidden" }] }, { "Encryption-Key": "right; pw" });
    const pastyId = paste.pasties[0]!.id;
    expect((await getRaw(paste.id, pastyId)).status).toBe(400);

    const right = await submit(paste.id, "right; pw");
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe(`/${paste.id}`);
    const cookie = right.headers.get("set-cookie")!;
    expect(cookie).toMatch(new RegExp(`^myst_key_${paste.id}=`));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toMatch(/Max-Age=1800/);
    const cookieHeader = { Cookie: cookie.split(";")[0]! };

    const content = await getRaw(paste.id, pastyId, { headers: cookieHeader });
    expect(content.status).toBe(200);
    expect(content.text).toBe("hidden");
    expect(content.headers.get("cache-control")).toBe("private, no-store");
    const viaApi = await api.get(paste.id, { headers: cookieHeader });
    expect(viaApi.status).toBe(200);
    // Another paste's cookie does not open this one.
    const other = await createAs(undefined, { encrypted: true, pasties: [{ content: "x" }] }, { "Encryption-Key": "right; pw" });
    expect((await getRaw(other.id, other.pasties[0]!.id, { headers: cookieHeader })).status).toBe(400);
  });

  it("comes back to the edit page when unlocked from there", async () => {
    const paste = await createAs(undefined, { encrypted: true, pasties: [{ content: "x" }] }, { "Encryption-Key": "pw" });
    expect((await submit(paste.id, "pw", { returnTo: "edit" })).headers.get("location")).toBe(`/${paste.id}/edit`);
    expect((await submit(paste.id, "no", { returnTo: "edit" })).headers.get("location")).toBe(`/${paste.id}/edit?unlock=failed`);
    // Anything else is ignored: the form cannot send the browser elsewhere.
    for (const returnTo of [
      "//evil.example",
      "/\t/evil.example",
      "history/../../x",
      "history/abcdefgh/../../x",
      "edit/",
      "history/ABCDEFGH",
    ]) {
      expect((await submit(paste.id, "pw", { returnTo })).headers.get("location"), returnTo).toBe(`/${paste.id}`);
    }
  });

  it("comes back to the history version or diff it was unlocked from", async () => {
    const paste = await createAs(undefined, { encrypted: true, pasties: [{ content: "x" }] }, { "Encryption-Key": "pw" });
    for (const returnTo of ["history/abcd1234", "history/abcd1234/diff"]) {
      expect((await submit(paste.id, "pw", { returnTo })).headers.get("location")).toBe(`/${paste.id}/${returnTo}`);
      expect((await submit(paste.id, "no", { returnTo })).headers.get("location")).toBe(`/${paste.id}/${returnTo}?unlock=failed`);
    }
  });

  it("a missing or private paste answers the same redirect as any other failure, without a cookie", async () => {
    const missing = await submit("nope0000", "x");
    expect(missing.status).toBe(303);
    expect(missing.headers.get("set-cookie")).toBeNull();
  });
});
