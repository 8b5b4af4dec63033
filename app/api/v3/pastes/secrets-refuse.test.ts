import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { blocklistHash } from "@/lib/pastes/blocked-content";
import { fakeSecrets } from "@/lib/testing/fake-secrets";
import { callRoute } from "@/lib/testing/http";
import * as v1 from "../../paste/route";
import * as legacy from "../../../paste/route";
import { api, createActors, pasteBody } from "./test-client";

// SECRET_SCAN=refuse: a public paste holding a secret is not published (422 with the list, in
// each surface's error shape); a private one is, with its warnings. Settings are read once per
// test file, so the policy is set before that and put back for the next file of this worker.
const previous = vi.hoisted(() => {
  const value = process.env.SECRET_SCAN;
  process.env.SECRET_SCAN = "refuse";
  return value;
});
afterAll(() => {
  if (previous === undefined) delete process.env.SECRET_SCAN;
  else process.env.SECRET_SCAN = previous;
});

const secretOf = (kind: string) => fakeSecrets.find((fake) => fake.kind === kind)!.text;

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

describe("secret scanning, policy refuse", () => {
  it("refuses a public paste with a secret: 422, the list, nothing stored", async () => {
    const before = await db().paste.count();
    const result = await api.create({ pasties: [{ content: "fine" }, { content: `line one\n${secretOf("gitlab-token")}` }] });
    expect(result.status).toBe(422);
    expect(result.json).toEqual({
      statusCode: 422,
      message: expect.stringContaining("make the paste private"),
      warnings: [{ pastyId: null, pastyIndex: 1, field: "content", line: 2, kind: "gitlab-token" }],
      warningCounts: { "gitlab-token": 1 },
    });
    expect(result.text).not.toContain("glpat-");
    expect(await db().paste.count()).toBe(before);
  });

  it("refuses a text the moderators removed as removed (451), secrets or not", async () => {
    const removed = `removed by the moderators, with a key in it\n${secretOf("gitlab-token")}`;
    await db().blockedContent.create({ data: { hash: blocklistHash(removed)!, pasteId: "gone0002" } });
    const result = await api.create({ pasties: [{ content: removed }] });
    expect(result.status, result.text).toBe(451);
    expect(result.text).not.toContain("glpat-");
  });

  it("publishes a private paste with a secret, with its warnings", async () => {
    const result = await api.create({ private: true, pasties: [{ content: secretOf("gitlab-token") }] }, { token: actors.ownerToken });
    expect(result.status).toBe(201);
    expect((result.json as { warnings: unknown }).warnings).toEqual([expect.objectContaining({ kind: "gitlab-token" })]);
  });

  it("refuses a public paste whose title or tags hold a secret, and a tags change that adds one", async () => {
    const token = `${"sk" + "_live_"}${"a1B2c3D4e5F6g7H8i9J0k1L2"}`;
    const titled = await api.create({ title: `key ${token}`, pasties: [{ content: "fine" }] });
    expect(titled.status).toBe(422);
    expect((titled.json as { warnings: unknown }).warnings).toEqual([
      { pastyId: null, pastyIndex: null, field: "title", line: 1, kind: "stripe-key" },
    ]);
    expect((await api.create({ tags: [token], pasties: [{ content: "fine" }] }, { token: actors.ownerToken })).status).toBe(422);
    const id = ((await api.create(pasteBody(), { token: actors.ownerToken })).json as { id: string }).id;
    expect((await api.tags(id, [token], { token: actors.ownerToken })).status).toBe(422);
    expect((await api.get(id, { token: actors.ownerToken })).json).toMatchObject({ tags: [] });
  });

  it("publishes a clean public paste", async () => {
    expect((await api.create(pasteBody())).status).toBe(201);
  });

  it("refuses an edit that puts a secret into a public paste, and making a private paste with one public", async () => {
    const publicId = ((await api.create(pasteBody(), { token: actors.ownerToken })).json as { id: string }).id;
    const edited = await api.edit(publicId, { pasties: [{ content: secretOf("npm-token") }] }, { token: actors.ownerToken });
    expect(edited.status).toBe(422);
    expect((edited.json as { warnings: unknown }).warnings).toEqual([
      { pastyId: null, pastyIndex: 0, field: "content", line: 1, kind: "npm-token" },
    ]);
    expect((await api.get(publicId)).json).toMatchObject({ pasties: [{ content: "hello world" }] });

    const privateId = (
      (await api.create({ private: true, pasties: [{ content: secretOf("npm-token") }] }, { token: actors.ownerToken })).json as {
        id: string;
      }
    ).id;
    const toggled = await api.private(privateId, { token: actors.ownerToken });
    expect(toggled.status).toBe(422);
    expect((await api.get(privateId, { token: actors.ownerToken })).json).toMatchObject({ private: true });
  });

  it("the older surfaces refuse in exactly their own error shape, the findings in headers", async () => {
    const refused = await callRoute(legacy.POST, { body: { pasties: [{ code: secretOf("jwt") }] } });
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({ statusMessage: expect.any(String) });
    expect(JSON.parse(refused.headers.get("myst-secret-warnings")!)).toEqual([
      { pastyId: null, pastyIndex: 0, field: "content", line: 1, kind: "jwt" },
    ]);
    const fromV1 = await callRoute(v1.POST, { body: { code: encodeURIComponent(secretOf("jwt")) } });
    expect(fromV1.status).toBe(422);
    expect(fromV1.json).toEqual({ statusMessage: expect.any(String) });
    expect(fromV1.headers.get("myst-secret-warnings-total")).toBe("1");
  });
});
