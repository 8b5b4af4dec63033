import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { api } from "../pastes/test-client";
import { GET as getUser, DELETE as deleteUserRoute } from "./[username]/route";
import { GET as pastesOf } from "./[username]/pastes/route";
import { GET as pinnedOf } from "./[username]/pastes/pinned/route";
import { GET as tagsOf } from "./[username]/tags/route";
import { GET as userById } from "./route";

type Page = { currentPage: number; hasNextPage: boolean; pageSize: number; totalPages: number; items: Item[] };
type Item = { paste: { id: string; title: string; private: boolean; tags: string[] }; languageStats: unknown; encrypted: boolean };

let owner: { id: string; username: string };
let ownerFull: string;
let ownerReadUser: string;
let ownerNoPasteRead: string;
let otherToken: string;
let adminToken: string;
const ids: Record<string, string> = {};

const list = (username: string, query = "", token?: string) =>
  callRoute(pastesOf, { path: `/api/v3/users/${username}/pastes${query}`, params: { username }, token });

beforeAll(async () => {
  owner = await createTestUser({ username: "Profile.Owner" });
  ownerFull = await createTestToken(owner.id, ["paste", "user"]);
  ownerReadUser = await createTestToken(owner.id, ["user:read"]);
  ownerNoPasteRead = await createTestToken(owner.id, ["user:read", "user"]);
  const other = await createTestUser();
  otherToken = await createTestToken(other.id, ["paste", "user"]);
  const admin = await createTestUser({ isAdmin: true });
  adminToken = await createTestToken(admin.id, ["paste", "user"]);

  const make = async (name: string, body: Record<string, unknown>, headers?: Record<string, string>) => {
    const result = await api.create(
      {
        title: name,
        pasties: [
          { content: "fn main() {}\n", language: "Rust" },
          { content: "# hi", language: "Markdown" },
        ],
        ...body,
      },
      { token: ownerFull, headers },
    );
    expect(result.status).toBe(201);
    ids[name] = (result.json as { id: string }).id;
  };
  await make("public-old", { tags: ["work", "rust"] });
  await make("private", { private: true });
  await make("pinned", { pinned: true });
  await make("secret", { encrypted: true }, { "Encryption-Key": "hunter2" });
  await make("public-new", { tags: ["work"] });
});

describe("user lookup", () => {
  it("finds users by exact name in any letter case, and by id; 404 otherwise", async () => {
    const byName = await callRoute(getUser, { params: { username: "profile.owner" } });
    expect(byName.status).toBe(200);
    expect(byName.json).toEqual({
      id: owner.id,
      username: "Profile.Owner",
      avatarId: expect.toSatisfy((value: unknown) => value === null || typeof value === "string"),
      createdAt: expect.stringMatching(/Z$/),
      isAdmin: false,
      isContributor: false,
      isSupporter: false,
    });
    expect((await callRoute(getUser, { params: { username: "Profile" } })).status).toBe(404);
    expect((await callRoute(getUser, { params: { username: "profile.*" } })).status).toBe(404);
    expect((await callRoute(userById, { path: `/api/v3/users?id=${owner.id}` })).json).toMatchObject({ id: owner.id });
    expect((await callRoute(userById, { path: "/api/v3/users?id=zzzzzzzz" })).status).toBe(404);
    expect((await callRoute(userById, { path: "/api/v3/users" })).status).toBe(400);
  });
});

describe("paste lists", () => {
  it("show visitors the public pastes newest first, without tags or private ones", async () => {
    const result = await list(owner.username);
    expect(result.status).toBe(200);
    const page = result.json as Page;
    expect(page.items.map((item) => item.paste.title)).toEqual(["public-new", "secret", "pinned", "public-old"]);
    expect(page).toMatchObject({ currentPage: 0, hasNextPage: false, pageSize: 15, totalPages: 1 });
    expect(page.items.every((item) => item.paste.tags.length === 0)).toBe(true);
    const secret = page.items.find((item) => item.paste.title === "secret")!;
    expect(secret).toMatchObject({ encrypted: true, languageStats: null });
    const plain = page.items.find((item) => item.paste.title === "public-new")!;
    expect(plain.encrypted).toBe(false);
    expect(plain.languageStats).toEqual([
      { language: expect.objectContaining({ name: "Rust" }), percentage: expect.closeTo((13 / 17) * 100, 5) },
      { language: expect.objectContaining({ name: "Markdown" }), percentage: expect.closeTo((4 / 17) * 100, 5) },
    ]);
    expect((await list(owner.username, "", otherToken)).json).toEqual(page);
  });

  it("show the owner private pastes and tags only with paste:read", async () => {
    const own = (await list(owner.username, "", ownerFull)).json as Page;
    expect(own.items.map((item) => item.paste.title)).toContain("private");
    expect(own.items.find((item) => item.paste.title === "public-old")?.paste.tags).toEqual(["rust", "work"]);
    const withoutScope = (await list(owner.username, "", ownerNoPasteRead)).json as Page;
    expect(withoutScope.items.map((item) => item.paste.title)).not.toContain("private");
  });

  it("paginate with validated page and pageSize", async () => {
    const first = (await list(owner.username, "?pageSize=2", ownerFull)).json as Page;
    expect(first).toMatchObject({ currentPage: 0, hasNextPage: true, pageSize: 2, totalPages: 3 });
    const last = (await list(owner.username, "?pageSize=2&page=2", ownerFull)).json as Page;
    expect(last.items.map((item) => item.paste.title)).toEqual(["public-old"]);
    expect(last.hasNextPage).toBe(false);
    for (const query of ["?page=-1", "?pageSize=0", "?pageSize=31", "?page=abc", "?pageSize=1.5"]) {
      expect((await list(owner.username, query)).status).toBe(400);
    }
    expect((await list("nobody-here")).status).toBe(404);
  });

  it("filter by tag only for the owner with user:read", async () => {
    expect((await list(owner.username, "?tag=work")).status).toBe(401);
    expect((await list(owner.username, "?tag=work", otherToken)).status).toBe(403);
    const tagged = (await list(owner.username, "?tag=work", ownerFull)).json as Page;
    expect(tagged.items.map((item) => item.paste.title)).toEqual(["public-new", "public-old"]);
  });

  it("hide everything but pinned pastes from others when the profile is hidden", async () => {
    await db().user.update({ where: { id: owner.id }, data: { showAllPastesOnProfile: false } });
    try {
      expect((await list(owner.username, "", otherToken)).json).toEqual({
        currentPage: 0,
        hasNextPage: false,
        pageSize: 0,
        totalPages: 0,
        items: [],
      });
      expect(((await list(owner.username, "", ownerFull)).json as Page).items.length).toBe(5);
      const pinned = await callRoute(pinnedOf, { path: "/x", params: { username: owner.username } });
      expect((pinned.json as Page).items.map((item) => item.paste.title)).toEqual(["pinned"]);
    } finally {
      await db().user.update({ where: { id: owner.id }, data: { showAllPastesOnProfile: true } });
    }
  });
});

describe("tags, export and deletion", () => {
  it("lists the owner's tags with user:read only", async () => {
    const tags = (token?: string) => callRoute(tagsOf, { params: { username: owner.username }, token });
    expect((await tags()).status).toBe(401);
    expect((await tags(otherToken)).status).toBe(403);
    expect((await tags(ownerReadUser)).json).toEqual(["rust", "work"]);
  });

  it("exports the owner's data as a zip without secrets", async () => {
    const zip = (token?: string) => callRoute(getUser, { params: { username: `${owner.username}.zip` }, token });
    expect((await zip()).status).toBe(401);
    expect((await zip(otherToken)).status).toBe(403);
    expect((await zip(ownerReadUser)).status).toBe(403);
    const result = await zip(ownerFull);
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("application/zip");
    expect(result.headers.get("content-disposition")).toMatch(/filename="Profile\.Owner_\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.zip"/);
    const archive = await JSZip.loadAsync(await result.response.arrayBuffer());
    expect(Object.keys(archive.files).sort()).toEqual(
      expect.arrayContaining([
        "access_tokens.json",
        "action_logs.json",
        "encrypted_pastes.json",
        "moderation.json",
        "pastes.json",
        "settings.json",
        "user.json",
      ]),
    );
    const pastes = JSON.parse(await archive.file("pastes.json")!.async("string")) as { title: string }[];
    expect(pastes.map((paste) => paste.title).sort()).toEqual(["pinned", "private", "public-new", "public-old"]);
    const encrypted = JSON.parse(await archive.file("encrypted_pastes.json")!.async("string")) as {
      title: string;
      encryptedPasties: string;
    }[];
    expect(encrypted).toEqual([expect.objectContaining({ title: "secret", encryptedPasties: expect.any(String) })]);
    const everything = await Promise.all(Object.values(archive.files).map((file) => file.async("string")));
    const text = everything.join("\n");
    expect(text).not.toMatch(/secretHash|secret_hash|passwordHash|password_hash|tokenHash/);
    expect(text).not.toContain(ownerFull.split("-")[1]!);
    expect(text).not.toContain("hunter2");
  });

  it("deletes a user with their pastes and stars: self or admin only", async () => {
    const victim = await createTestUser();
    const victimToken = await createTestToken(victim.id, ["paste", "user"]);
    const created = await api.create({ pasties: [{ content: "bye" }] }, { token: victimToken });
    const victimPaste = (created.json as { id: string }).id;
    await api.star(ids["public-old"]!, { token: victimToken });
    expect((await api.get(ids["public-old"]!)).json).toMatchObject({ stars: 1 });

    const remove = (token?: string) => callRoute(deleteUserRoute, { method: "DELETE", params: { username: victim.username }, token });
    expect((await remove()).status).toBe(401);
    expect((await remove(otherToken)).status).toBe(403);
    expect((await remove(await createTestToken(victim.id, ["paste"]))).status).toBe(403);
    expect((await remove(victimToken)).status).toBe(204);
    expect((await callRoute(getUser, { params: { username: victim.username } })).status).toBe(404);
    expect((await api.get(victimPaste)).status).toBe(404);
    expect((await api.get(ids["public-old"]!)).json).toMatchObject({ stars: 0 });
    expect(await db().accessToken.count({ where: { userId: victim.id } })).toBe(0);
    expect((await api.get(ids["public-old"]!, { token: victimToken })).status).toBe(401);

    const second = await createTestUser();
    const byAdmin = await callRoute(deleteUserRoute, { method: "DELETE", params: { username: second.username }, token: adminToken });
    expect(byAdmin.status).toBe(204);
  });
});
