import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from "@/lib/avatars/schema";
import { db } from "@/lib/db/client";
import { createTestSessionHeaders, createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { GET as getImage } from "../../images/[avatarId]/route";
import { DELETE as deleteUser, GET as getUser } from "../../users/[username]/route";
import { PATCH } from "./route";

type User = { id: string; username: string; avatarId: string };

let owner: User;
let ownerToken: string;
let other: User;

/** Sends `form` the way a client would: a real multipart body with its boundary. */
async function upload(form: FormData, options: { token?: string; headers?: Record<string, string> } = {}) {
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return callRoute(PATCH, {
    method: "PATCH",
    path: "/api/v3/settings/avatar",
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: { "Content-Type": encoded.headers.get("content-type")!, ...options.headers },
    token: options.token,
  });
}

function fileForm(bytes: Uint8Array | string, name = "avatar.png", type = "image/png", field = "file"): FormData {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }), name);
  return form;
}

const image = (avatarId: string, headers?: Record<string, string>) =>
  callRoute(getImage, { path: `/api/v3/images/${avatarId}`, params: { avatarId }, headers });

const profile = async (username: string) => (await callRoute(getUser, { params: { username } })).json as User;

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a7" } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam", Copyright: "someone" } })
    .toBuffer();

beforeAll(async () => {
  const ownerRow = await createTestUser({ username: "Avatar.Owner" });
  ownerToken = await createTestToken(ownerRow.id, ["user"]);
  owner = await profile(ownerRow.username);
  other = await profile((await createTestUser({ username: "Avatar.Other" })).username);
});

describe("default avatars", () => {
  it("every new user has one, served as a PNG at /api/v3/images/:avatarId", async () => {
    expect(owner.avatarId).toMatch(/^[a-z0-9]{8}$/);
    const result = await image(owner.avatarId);
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await result.response.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: AVATAR_SIZE, height: AVATAR_SIZE });
  });
});

describe("PATCH /api/v3/settings/avatar", () => {
  it("is 401 for anonymous callers and 403 for tokens without the user scope", async () => {
    const form = fileForm(await photo(), "me.jpg", "image/jpeg");
    expect((await upload(form)).status).toBe(401);
    for (const scopes of [["user:read"], ["paste"], ["user:access_tokens"]] as const) {
      const token = await createTestToken((await createTestUser()).id, [...scopes]);
      const result = await upload(form, { token });
      expect(result.status).toBe(403);
      expect(result.json).toMatchObject({ statusCode: 403, message: expect.stringContaining('"user"') });
    }
  });

  it("is 415 for a text file named .png and declared image/png", async () => {
    const result = await upload(fileForm("I am text, not a picture\n", "avatar.png", "image/png"), { token: ownerToken });
    expect(result.status).toBe(415);
    expect(result.json).toEqual({ statusCode: 415, message: expect.stringMatching(/PNG, JPEG, GIF or WebP/) });
  });

  it("decides by content: a real JPEG declared as text/plain is accepted", async () => {
    const result = await upload(fileForm(await photo(), "notes.txt", "text/plain"), { token: ownerToken });
    expect(result.status).toBe(200);
  });

  it("is 415 for an image format other than the four, and for a body that is not multipart", async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .tiff()
      .toBuffer();
    expect((await upload(fileForm(tiff, "a.tiff", "image/tiff"), { token: ownerToken })).status).toBe(415);
    const raw = await callRoute(PATCH, {
      method: "PATCH",
      body: new Uint8Array(await photo()),
      headers: { "Content-Type": "image/jpeg" },
      token: ownerToken,
    });
    expect(raw.status).toBe(415);
  });

  it("is 400 without the field `file`", async () => {
    const result = await upload(fileForm(await photo(), "me.jpg", "image/jpeg", "avatar"), { token: ownerToken });
    expect(result.status).toBe(400);
    expect(result.json).toEqual({ statusCode: 400, message: expect.stringContaining('"file"') });
  });

  it("is 413 for a file over 2 MiB, and accepts a large image under it", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const over = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES + 1 - png.byteLength)]);
    const result = await upload(fileForm(over), { token: ownerToken });
    expect(result.status).toBe(413);
    expect(result.json).toMatchObject({ statusCode: 413 });

    // Noise does not compress: 800×800 RGB is about 1.9 MB as PNG, just under the limit.
    const noise = await sharp(randomBytes(800 * 800 * 3), { raw: { width: 800, height: 800, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.byteLength).toBeGreaterThan(1_800_000);
    expect(noise.byteLength).toBeLessThanOrEqual(AVATAR_MAX_BYTES);
    expect((await upload(fileForm(noise), { token: ownerToken })).status).toBe(200);
  });

  it("is 413 for an endless body, read only up to the limit", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        if (pulled > 200 * 1024 * 1024) return controller.close();
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request("http://localhost/api/v3/settings/avatar", {
      method: "PATCH",
      body,
      duplex: "half",
      headers: { "Content-Type": "multipart/form-data; boundary=----x", Authorization: `Bearer ${ownerToken}` },
    } as RequestInit);
    const response = await PATCH(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(AVATAR_MAX_BYTES + 512 * 1024);
  });

  it("replaces the owner's avatar with a re-encoded square without EXIF, under a new id", async () => {
    const before = (await profile(owner.username)).avatarId;
    const result = await upload(fileForm(await photo(), "me.jpg", "image/jpeg"), { token: ownerToken });
    expect(result.status).toBe(200);
    const user = result.json as User;
    expect(user).toMatchObject({ id: owner.id, username: owner.username, avatarId: expect.stringMatching(/^[a-z0-9]{8}$/) });
    expect(user.avatarId).not.toBe(before);
    expect((await profile(owner.username)).avatarId).toBe(user.avatarId);
    expect(await db().avatar.count({ where: { userId: owner.id } })).toBe(1);

    const served = await image(user.avatarId);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("etag")).toBe(`"${user.avatarId}"`);
    const bytes = Buffer.from(await served.response.arrayBuffer());
    expect(served.headers.get("content-length")).toBe(String(bytes.byteLength));
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes("SecretCam")).toBe(false);

    // The old id is gone: ids are versions, so cached copies never go stale silently.
    expect((await image(before)).status).toBe(404);
  });

  it("acts only on the caller: nobody else's avatar changes", async () => {
    const otherBefore = (await profile(other.username)).avatarId;
    expect((await upload(fileForm(await photo(), "me.jpg", "image/jpeg"), { token: ownerToken })).status).toBe(200);
    expect((await profile(other.username)).avatarId).toBe(otherBefore);
    expect((await image(otherBefore)).status).toBe(200);
  });

  it("two uploads at once both succeed and leave one avatar", async () => {
    const form = fileForm(await photo(), "me.jpg", "image/jpeg");
    const results = await Promise.all([1, 2, 3, 4].map(() => upload(form, { token: ownerToken })));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    const rows = await db().avatar.findMany({ where: { userId: owner.id }, select: { id: true } });
    expect(rows).toHaveLength(1);
    expect((await profile(owner.username)).avatarId).toBe(rows[0]!.id);
  });

  it("works from the service's own pages with a session, and refuses cross-site requests", async () => {
    const session = await createTestSessionHeaders(owner.id);
    const form = fileForm(await photo(), "me.jpg", "image/jpeg");
    expect((await upload(form, { headers: session })).status).toBe(200);
    expect((await upload(form, { headers: { ...session, Origin: "https://evil.example" } })).status).toBe(403);
  });
});

describe("GET /api/v3/images/:avatarId", () => {
  it("answers 304 to a matching If-None-Match, with the caching headers and no body", async () => {
    const { avatarId } = await profile(owner.username);
    for (const ifNoneMatch of [`"${avatarId}"`, `W/"${avatarId}"`, `"zzzzzzzz", "${avatarId}"`, "*"]) {
      const result = await image(avatarId, { "If-None-Match": ifNoneMatch });
      expect(result.status).toBe(304);
      expect(result.text).toBe("");
      expect(result.headers.get("etag")).toBe(`"${avatarId}"`);
      expect(result.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    expect((await image(avatarId, { "If-None-Match": '"zzzzzzzz"' })).status).toBe(200);
  });

  it("is 404 JSON for unknown and malformed ids", async () => {
    for (const avatarId of ["zzzzzzzz", "nope", "../../etc"]) {
      const result = await image(avatarId);
      expect(result.status).toBe(404);
      expect(result.json).toEqual({ statusCode: 404, message: expect.any(String) });
    }
  });
});

describe("deleting a user", () => {
  it("removes their avatar", async () => {
    const doomed = await createTestUser();
    const token = await createTestToken(doomed.id, ["user"]);
    const { avatarId } = await profile(doomed.username);
    expect((await upload(fileForm(await photo(), "me.jpg", "image/jpeg"), { token })).status).toBe(200);
    const uploaded = (await profile(doomed.username)).avatarId;
    expect(uploaded).not.toBe(avatarId);

    const removed = await callRoute(deleteUser, { method: "DELETE", params: { username: doomed.username }, token });
    expect(removed.status).toBe(204);
    expect(await db().avatar.count({ where: { userId: doomed.id } })).toBe(0);
    expect((await image(uploaded)).status).toBe(404);
  });
});
