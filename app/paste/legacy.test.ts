import { beforeAll, describe, expect, it } from "vitest";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { ORIGINAL_PASTE_KEYS } from "@/lib/testing/original-objects";
import { api } from "../api/v3/pastes/test-client";
import * as v2One from "../api/v2/paste/[id]/route";
import * as one from "./[id]/route";
import { POST as create } from "./route";

// Drives the older interface the way an old client library does: bare Authorization tokens,
// `_id`, `code`, `isPublic`, comma-separated tags and unix-second timestamps.

let token: string;
let otherToken: string;

beforeAll(async () => {
  const user = await createTestUser();
  token = await createTestToken(user.id, ["paste", "user"]);
  const other = await createTestUser();
  otherToken = await createTestToken(other.id, ["paste", "user"]);
});

const bare = (value: string) => ({ Authorization: value });

describe("the older paste interface", () => {
  it("creates an anonymous paste and reads it back in the old shape", async () => {
    const before = Math.floor(Date.now() / 1000);
    const created = await callRoute(create, {
      body: { title: "old client", expiresIn: "1d", pasties: [{ title: "main", language: "python", code: "print(1)" }] },
    });
    expect(created.status).toBe(200);
    const paste = created.json as Record<string, unknown>;
    expect(paste).toEqual({
      _id: expect.stringMatching(/^[a-z0-9]{8}$/),
      ownerId: "",
      title: "old client",
      createdAt: expect.any(Number),
      deletesAt: expect.any(Number),
      expiresIn: "1d",
      isPrivate: false,
      isPublic: false,
      tags: [],
      stars: 0,
      encrypted: false,
      pasties: [{ _id: expect.any(String), title: "main", language: "Python", code: "print(1)" }],
      edits: [],
    });
    // Exactly the original object's keys (pastemyst-py parses them strictly): no `warnings`.
    expect(Object.keys(paste).sort()).toEqual([...ORIGINAL_PASTE_KEYS].sort());
    expect(paste.createdAt).toBeGreaterThanOrEqual(before);
    expect(paste.deletesAt).toBe((paste.createdAt as number) + 86_400);

    const stored = paste;
    const read = await callRoute(one.GET, { params: { id: paste._id as string } });
    expect(read.json).toEqual(stored);
    const viaV2 = await callRoute(v2One.GET, { params: { id: paste._id as string } });
    expect(viaV2.json).toEqual(stored);
  });

  it("keeps taking what older clients send: JSON as text/plain, unknown fields", async () => {
    const body = JSON.stringify({ title: "plain", extra: 1, pasties: [{ code: "x", extra: 2 }] });
    const created = await callRoute(create, { body, headers: { "Content-Type": "text/plain" } });
    expect(created.status).toBe(200);
  });

  it("ties a paste to the account of a bare Authorization token, with tags and flags", async () => {
    const created = await callRoute(create, {
      headers: bare(token),
      body: { title: "mine", isPublic: true, tags: " a, b,,a ", pasties: [{ code: "x" }] },
    });
    expect(created.status).toBe(200);
    const paste = created.json as { _id: string; ownerId: string; isPublic: boolean; tags: string[]; deletesAt: number };
    expect(paste.ownerId).not.toBe("");
    expect(paste).toMatchObject({ isPublic: true, tags: ["a", "b"], deletesAt: 0 });

    const privateOne = await callRoute(create, { headers: bare(token), body: { isPrivate: true, pasties: [{ code: "secret" }] } });
    const privateId = (privateOne.json as { _id: string })._id;
    expect((await callRoute(one.GET, { params: { id: privateId } })).status).toBe(404);
    expect((await callRoute(one.GET, { params: { id: privateId }, headers: bare(otherToken) })).status).toBe(404);
    expect((await callRoute(one.GET, { params: { id: privateId }, headers: bare(token) })).json).toMatchObject({ isPrivate: true });
  });

  it("refuses flags and tags without an account (401, as on v3), and bad input, as {statusMessage}", async () => {
    for (const body of [
      { isPrivate: true, pasties: [{ code: "x" }] },
      { isPublic: true, pasties: [{ code: "x" }] },
      { tags: "a", pasties: [{ code: "x" }] },
    ]) {
      for (const headers of [{}, bare(""), bare("  ")]) {
        const result = await callRoute(create, { body, headers });
        expect(result.status).toBe(401);
        expect(result.json).toEqual({ statusMessage: expect.any(String) });
      }
    }
    expect((await callRoute(create, { body: { pasties: [] } })).json).toEqual({ statusMessage: expect.any(String) });
    expect((await callRoute(create, { body: { pasties: [{ code: 5 }] } })).status).toBe(400);
    expect((await callRoute(create, { body: "{oops" })).status).toBe(400);
    expect((await callRoute(create, { body: { pasties: [{ code: "x" }] }, headers: bare("nonsense") })).status).toBe(401);
  });

  it("treats an empty Authorization header as no credentials, and a garbage one as 401", async () => {
    for (const empty of ["", "   "]) {
      const created = await callRoute(create, { headers: bare(empty), body: { pasties: [{ code: "anonymous" }] } });
      expect(created.status).toBe(200);
      expect(created.json).toMatchObject({ ownerId: "" });
      const id = (created.json as { _id: string })._id;
      expect((await callRoute(one.GET, { params: { id }, headers: bare(empty) })).status).toBe(200);
    }
    for (const garbage of ["garbage", "Bearer", "Bearer garbage"]) {
      const refused = await callRoute(create, { headers: bare(garbage), body: { pasties: [{ code: "x" }] } });
      expect(refused.status).toBe(401);
      expect(refused.json).toEqual({ statusMessage: expect.any(String) });
    }
  });

  it("edits only what is sent, pasties all together; only the owner", async () => {
    const created = await callRoute(create, {
      headers: bare(token),
      body: {
        title: "v1",
        tags: "keep",
        pasties: [
          { title: "a", code: "one" },
          { title: "b", code: "two" },
        ],
      },
    });
    const paste = created.json as { _id: string; pasties: { _id: string; title: string; code: string }[] };
    const patch = (body: unknown, headers?: Record<string, string>) =>
      callRoute(one.PATCH, { method: "PATCH", params: { id: paste._id }, body, headers });

    expect((await patch({ title: "v2" })).status).toBe(401);
    expect((await patch({ title: "v2" }, bare(otherToken))).status).toBe(403);

    const retitled = await patch({ title: "v2" }, bare(token));
    expect(retitled.status).toBe(200);
    expect(retitled.json).toMatchObject({ title: "v2", tags: ["keep"], pasties: paste.pasties });
    // An edit answers exactly the original paste object too, pasties with exactly their keys.
    expect(Object.keys(retitled.json as object).sort()).toEqual(Object.keys(created.json as object).sort());
    for (const pasty of (retitled.json as { pasties: object[] }).pasties)
      expect(Object.keys(pasty).sort()).toEqual(["_id", "code", "language", "title"]);

    const [first, second] = paste.pasties;
    const recoded = await patch({ pasties: [{ ...first, code: "ONE" }, second] }, bare(token));
    expect((recoded.json as { pasties: { code: string }[] }).pasties.map((pasty) => pasty.code)).toEqual(["ONE", "two"]);

    const flagged = await patch({ isPrivate: true, tags: "x,y" }, bare(token));
    expect(flagged.json).toMatchObject({ title: "v2", isPrivate: true, isPublic: false, tags: ["x", "y"] });
    expect((await patch({ isPrivate: true, isPublic: true }, bare(token))).status).toBe(400);
  });

  it("deletes the caller's own paste with 200; encrypted pastes answer 404 pointing to v3", async () => {
    const created = await callRoute(create, { headers: bare(token), body: { pasties: [{ code: "bye" }] } });
    const id = (created.json as { _id: string })._id;
    const remove = (headers?: Record<string, string>) => callRoute(one.DELETE, { method: "DELETE", params: { id }, headers });
    expect((await remove()).status).toBe(401);
    expect((await remove(bare(otherToken))).status).toBe(403);
    const removed = await remove(bare(token));
    expect(removed.status).toBe(200);
    expect(removed.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(removed.text).toBe("");
    expect((await callRoute(one.GET, { params: { id } })).status).toBe(404);

    const encrypted = await api.create(
      { encrypted: true, pasties: [{ content: "hidden" }] },
      { token, headers: { "Encryption-Key": "k" } },
    );
    const encryptedId = (encrypted.json as { id: string }).id;
    const read = await callRoute(one.GET, { params: { id: encryptedId }, headers: bare(token) });
    expect(read.status).toBe(404);
    expect(read.json).toEqual({ statusMessage: expect.stringContaining("/api/v3") });
    expect(read.text).not.toContain("hidden");
  });
});
