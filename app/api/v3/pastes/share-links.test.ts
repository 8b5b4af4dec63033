import { beforeAll, describe, expect, it } from "vitest";
import * as linkRoute from "@/app/api/v3/pastes/[pasteId]/links/[linkId]/route";
import * as linksRoute from "@/app/api/v3/pastes/[pasteId]/links/route";
import * as sharedRaw from "@/app/s/[secret]/raw/[pastyId]/route";
import * as sharedZip from "@/app/s/[secret]/zip/route";
import { sha256Hex } from "@/lib/auth/secret-hash";
import { db } from "@/lib/db/client";
import { callRoute } from "@/lib/testing/http";
import { drawnRows, expectedRows } from "@/lib/testing/qr-codes";
import { type Options, api, createActors, pasteBody } from "./test-client";

// Share links (issue 15, item 2): the owner of a private paste hands out revocable links; each
// opens the paste read-only for anyone, while it is valid; the paste stays private elsewhere.

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

const links = {
  create: (pasteId: string, body: unknown, options: Options = {}) =>
    callRoute(linksRoute.POST, { ...options, method: "POST", body, path: `/api/v3/pastes/${pasteId}/links`, params: { pasteId } }),
  list: (pasteId: string, options: Options = {}) =>
    callRoute(linksRoute.GET, { ...options, path: `/api/v3/pastes/${pasteId}/links`, params: { pasteId } }),
  revoke: (pasteId: string, linkId: string, options: Options = {}) =>
    callRoute(linkRoute.DELETE, {
      ...options,
      method: "DELETE",
      path: `/api/v3/pastes/${pasteId}/links/${linkId}`,
      params: { pasteId, linkId },
    }),
};
const secretOf = (url: string) => /\/s\/([^/]+)$/.exec(url)![1]!;
const raw = (secret: string, pastyId: string, options: Options & { method?: string } = {}) =>
  callRoute(sharedRaw.GET, { ...options, path: `/s/${secret}/raw/${pastyId}`, params: { secret, pastyId } });
const zip = (secret: string) => callRoute(sharedZip.GET, { path: `/s/${secret}/zip`, params: { secret } });

async function privatePaste(overrides: Record<string, unknown> = {}, options: Options = {}) {
  const created = await api.create(pasteBody({ private: true, ...overrides }), { token: actors.ownerToken, ...options });
  expect(created.status).toBe(201);
  const paste = created.json as { id: string; pasties: { id: string }[] };
  return { id: paste.id, pastyId: paste.pasties[0]!.id };
}

async function link(pasteId: string, body: Record<string, unknown> = {}) {
  const created = await links.create(pasteId, body, { token: actors.ownerToken });
  expect(created.status).toBe(201);
  const json = created.json as { id: string; url: string };
  return { id: json.id, secret: secretOf(json.url) };
}

describe("managing links", () => {
  it("the owner creates one: 201 with its URL once, only a hash stored; lists never show the secret", async () => {
    const paste = await privatePaste();
    const created = await links.create(paste.id, { label: "for Ana", expiresIn: "1d", maxViews: 3 }, { token: actors.ownerToken });
    expect(created.status).toBe(201);
    const json = created.json as { id: string; url: string };
    expect(json).toMatchObject({ label: "for Ana", maxViews: 3, views: 0, active: true, expiresAt: expect.any(String) });
    expect(json.url).toMatch(/^http:\/\/localhost\/s\/[A-Za-z0-9_-]{22,}$/);
    // Its QR code, drawn once with it (issue 47 item 4): exactly that link, nothing else.
    expect(await drawnRows((created.json as { qrCode: string }).qrCode)).toEqual(expectedRows(json.url));
    const secret = secretOf(json.url);
    const stored = await db().shareLink.findUniqueOrThrow({ where: { id: json.id } });
    expect(stored.secretHash).toBe(sha256Hex(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);

    const listed = await links.list(paste.id, { token: actors.ownerToken });
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([
      { id: json.id, label: "for Ana", createdAt: expect.any(String), expiresAt: expect.any(String), maxViews: 3, views: 0, active: true },
    ]);
    expect(listed.text).not.toContain(secret);
  });

  it("every other actor is refused: anonymous 401, others and admins 404, the owner without scope 403", async () => {
    const paste = await privatePaste();
    const { id: linkId } = await link(paste.id);
    for (const call of [
      (options: Options) => links.create(paste.id, {}, options),
      (options: Options) => links.list(paste.id, options),
      (options: Options) => links.revoke(paste.id, linkId, options),
    ]) {
      expect((await call({})).status).toBe(401);
      expect((await call({ token: actors.otherToken })).status).toBe(404);
      expect((await call({ token: actors.adminToken })).status).toBe(404);
      expect((await call({ token: actors.ownerWithoutScope })).status).toBe(403);
      expect((await call({ token: actors.ownerReadOnly })).status).toBe(403);
    }
    expect((await links.list(paste.id, { token: actors.ownerToken })).json).toHaveLength(1);
  });

  it("bad input is a 400: public or burn-after-reading pastes, unknown fields, wrong values", async () => {
    const publicPaste = await api.create(pasteBody(), { token: actors.ownerToken });
    expect((await links.create((publicPaste.json as { id: string }).id, {}, { token: actors.ownerToken })).status).toBe(400);
    const burn = await privatePaste({ burnAfterRead: true });
    expect((await links.create(burn.id, {}, { token: actors.ownerToken })).status).toBe(400);
    const paste = await privatePaste();
    for (const body of [{ maxViews: 0 }, { maxViews: 1.5 }, { expiresIn: "3d" }, { label: "x".repeat(65) }, { secret: "mine" }]) {
      const answer = await links.create(paste.id, body, { token: actors.ownerToken });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
  });
});

describe("opening a link", () => {
  it("anyone reads the paste through it (raw, zip) while the paste stays private everywhere else", async () => {
    const paste = await privatePaste();
    const { secret } = await link(paste.id);
    const text = await raw(secret, paste.pastyId);
    expect(text.status).toBe(200);
    expect(text.text).toBe("hello world");
    expect(text.headers.get("cache-control")).toBe("private, no-store");
    expect((await zip(secret)).status).toBe(200);
    expect((await api.get(paste.id)).status).toBe(404);
    expect((await api.get(paste.id, { token: actors.otherToken })).status).toBe(404);
    expect((await raw("not-a-link-secret-at-all-00", paste.pastyId)).status).toBe(404);
  });

  it("maxViews: each answer is a view, HEAD is not; concurrent readers never exceed it", async () => {
    const paste = await privatePaste();
    const { id, secret } = await link(paste.id, { maxViews: 3 });
    expect((await raw(secret, paste.pastyId, { method: "HEAD" })).status).toBe(200);
    const reads = await Promise.all(Array.from({ length: 10 }, () => raw(secret, paste.pastyId)));
    expect(reads.filter((read) => read.status === 200)).toHaveLength(3);
    expect(reads.filter((read) => read.status === 404)).toHaveLength(7);
    expect((await links.list(paste.id, { token: actors.ownerToken })).json).toEqual([
      expect.objectContaining({ id, views: 3, active: false }),
    ]);
  });

  it("an expired, revoked or used-up link is a 404 like a missing paste", async () => {
    const paste = await privatePaste();
    const expired = await link(paste.id, { expiresIn: "1h" });
    await db().shareLink.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const revoked = await link(paste.id);
    expect((await raw(revoked.secret, paste.pastyId)).status).toBe(200);
    expect((await links.revoke(paste.id, revoked.id, { token: actors.ownerToken })).status).toBe(204);
    expect((await links.revoke(paste.id, revoked.id, { token: actors.ownerToken })).status).toBe(404);
    const missing = await api.get("zzzzzzzz");
    for (const secret of [expired.secret, revoked.secret]) {
      const answer = await raw(secret, paste.pastyId);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(missing.json);
    }
  });

  it("making the paste public ends its links for good; deleting it too", async () => {
    const paste = await privatePaste();
    const { secret } = await link(paste.id);
    expect((await api.private(paste.id, { token: actors.ownerToken })).status).toBe(200);
    expect((await api.private(paste.id, { token: actors.ownerToken })).status).toBe(200);
    expect((await raw(secret, paste.pastyId)).status).toBe(404);
    expect((await links.list(paste.id, { token: actors.ownerToken })).json).toEqual([]);

    const other = await privatePaste();
    const second = await link(other.id);
    expect((await api.remove(other.id, { token: actors.ownerToken })).status).toBe(204);
    expect((await raw(second.secret, other.pastyId)).status).toBe(404);
    // The recycle bin keeps the link for a restore; deleting from the bin ends it.
    expect((await api.removeFromBin(other.id, { token: actors.ownerToken })).status).toBe(204);
    expect(await db().shareLink.count({ where: { pasteId: other.id } })).toBe(0);
  });

  it("an encrypted paste needs its key too; a missing or wrong key spends no view", async () => {
    const paste = await privatePaste({ encrypted: true }, { headers: { "Encryption-Key": "pw" } });
    const { secret } = await link(paste.id, { maxViews: 1 });
    expect((await raw(secret, paste.pastyId)).status).toBe(400);
    expect((await raw(secret, paste.pastyId, { headers: { "Encryption-Key": "nope" } })).status).toBe(400);
    const read = await raw(secret, paste.pastyId, { headers: { "Encryption-Key": "pw" } });
    expect(read.status).toBe(200);
    expect(read.text).toBe("hello world");
    expect((await raw(secret, paste.pastyId, { headers: { "Encryption-Key": "pw" } })).status).toBe(404);
  });
});
