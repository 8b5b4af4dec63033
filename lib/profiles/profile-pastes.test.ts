import { beforeAll, describe, expect, it } from "vitest";
import { anonymous, type Caller, scopes } from "../auth/caller";
import { db } from "../db/client";
import { deleteExpiredPastes } from "../pastes/expiry";
import { createPaste } from "../pastes/mutations";
import { deletePaste } from "../pastes/delete/mutations";
import { createPasteInputSchema } from "../pastes/schema";
import { languageStatsOfLengths } from "../pastes/stats";
import { togglePinned, togglePrivate } from "../pastes/toggles";
import { createTestUser } from "../testing/actors";
import { deleteUser } from "../users/delete";
import { listPinnedPastes, listUserPastes } from "./profile-pastes";

// The lists read totals from counters kept by triggers and read pages past the middle from the
// oldest end. These tests hold them to the plain definition — count and OFFSET over the live
// pastes in order — on every page and page size, through every kind of write.

type Owner = { id: string; username: string };
let owner: Owner;
let self: Caller;

const userCaller = (user: Owner): Caller => ({
  kind: "user",
  user: { id: user.id, username: user.username, isAdmin: false },
  scopes: new Set(scopes),
  via: "token",
  tokenExpiresAt: null,
});

/** The lists by their definition: Prisma's count and skip/take over the same filter. */
async function reference(
  filter: { ownerId: string; includePrivate: boolean; pinnedOnly?: boolean; tag?: string },
  page: number,
  pageSize: number,
) {
  const now = new Date();
  const where = {
    ownerId: filter.ownerId,
    OR: [{ deletesAt: null }, { deletesAt: { gt: now } }],
    ...(filter.includePrivate ? {} : { private: false }),
    ...(filter.pinnedOnly ? { pinned: true } : {}),
    ...(filter.tag !== undefined ? { tags: { some: { name: filter.tag } } } : {}),
  };
  const [total, rows] = await Promise.all([
    db().paste.count({ where }),
    db().paste.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: page * pageSize,
      take: pageSize,
      include: { tags: { orderBy: { name: "asc" } }, pasties: true },
    }),
  ]);
  return {
    totalPages: Math.ceil(total / pageSize),
    items: rows.map((row) => ({
      id: row.id,
      tags: row.tags.map((tag) => tag.name),
      encrypted: row.encryptedPasties !== null,
      languageStats: row.encryptedPasties
        ? null
        : languageStatsOfLengths(row.pasties.map((pasty) => ({ language: pasty.language, length: [...pasty.content].length }))),
    })),
  };
}

async function expectListsMatch(pageSizes = [1, 2, 3, 7, 15, 30]) {
  for (const pageSize of pageSizes) {
    for (const [caller, includePrivate] of [
      [anonymous, false],
      [self, true],
    ] as const) {
      const first = await reference({ ownerId: owner.id, includePrivate }, 0, pageSize);
      for (let page = 0; page <= first.totalPages; page++) {
        const expected = await reference({ ownerId: owner.id, includePrivate }, page, pageSize);
        const actual = await listUserPastes(caller, owner.username, { page, pageSize });
        expect({ page, pageSize, includePrivate, totalPages: actual.totalPages }).toEqual({
          page,
          pageSize,
          includePrivate,
          totalPages: expected.totalPages,
        });
        expect(actual.hasNextPage).toBe(page + 1 < expected.totalPages);
        expect(
          actual.items.map((item) => ({
            id: item.paste.id,
            tags: item.paste.tags,
            encrypted: item.encrypted,
            languageStats: item.languageStats,
          })),
        ).toEqual(expected.items.map((item) => ({ ...item, tags: includePrivate ? item.tags : [] })));
      }
    }
  }
}

async function expectCountersMatch(user: Owner) {
  const stored = await db().user.findUniqueOrThrow({ where: { id: user.id } });
  expect({ all: stored.pasteCount, public: stored.publicPasteCount }).toEqual({
    all: await db().paste.count({ where: { ownerId: user.id } }),
    public: await db().paste.count({ where: { ownerId: user.id, private: false } }),
  });
}

const input = (body: Record<string, unknown>) => createPasteInputSchema.parse(body);

beforeAll(async () => {
  owner = await createTestUser();
  self = userCaller(owner);
  const languages = ["Rust", "Markdown", "Python", "Text"];
  // Several pastes within one millisecond too, so the id breaks ties in the order.
  for (let index = 0; index < 23; index++) {
    await createPaste(
      self,
      input({
        title: `p${index}`,
        private: index % 4 === 1,
        pinned: index % 5 === 0 && index % 4 !== 1,
        tags: index % 3 === 0 ? ["work", `t${index % 2}`] : [],
        encrypted: index % 7 === 3,
        pasties: [
          { content: "x".repeat(10 + index), language: languages[index % 4] },
          { content: "é".repeat(index + 1), language: languages[(index + 1) % 4] },
        ],
      }),
      index % 7 === 3 ? "passphrase" : null,
    );
  }
  const sameInstant = new Date();
  await db().paste.updateMany({ where: { ownerId: owner.id, title: { in: ["p5", "p6", "p7"] } }, data: { createdAt: sameInstant } });
});

describe("profile lists", () => {
  it("match count and OFFSET on every page, for visitors and the owner", async () => {
    await expectListsMatch();
    await expectCountersMatch(owner);
  });

  it("leave out expired pastes at once, before the sweeper removes them, and after", async () => {
    await db().paste.updateMany({
      where: { ownerId: owner.id, title: { in: ["p2", "p9", "p13"] } },
      data: { deletesAt: new Date(Date.now() - 1000), expiresIn: "1h" },
    });
    await expectListsMatch([1, 4, 15]);
    expect(await deleteExpiredPastes()).toBeGreaterThanOrEqual(3);
    await expectListsMatch([1, 4, 15]);
    await expectCountersMatch(owner);
  });

  it("follow private toggles, pins, deletions and new pastes", async () => {
    const { items } = await listUserPastes(self, owner.username, { page: 0, pageSize: 30 });
    const unpinnedPublic = items.find((item) => !item.paste.private && !item.paste.pinned && !item.encrypted)!;
    await togglePrivate(self, unpinnedPublic.paste.id, null);
    const privateOne = items.find((item) => item.paste.private && !item.encrypted)!;
    await togglePrivate(self, privateOne.paste.id, null);
    const plain = items.find(
      (item) => !item.paste.pinned && !item.paste.private && !item.encrypted && item.paste.id !== unpinnedPublic.paste.id,
    )!;
    await togglePinned(self, plain.paste.id, null);
    await deletePaste(self, items[items.length - 1]!.paste.id);
    await deletePaste(self, items[3]!.paste.id);
    await createPaste(self, input({ title: "newest", private: true, pasties: [{ content: "new" }] }), null);
    await expectCountersMatch(owner);
    await expectListsMatch([1, 2, 15]);
  });

  it("filter by tag and list pinned pastes like their definition", async () => {
    for (const tag of ["work", "t0", "t1", "none"]) {
      for (const pageSize of [1, 2, 15]) {
        const expected = await reference({ ownerId: owner.id, includePrivate: true, tag }, 0, pageSize);
        for (let page = 0; page <= expected.totalPages; page++) {
          const want = await reference({ ownerId: owner.id, includePrivate: true, tag }, page, pageSize);
          const got = await listUserPastes(self, owner.username, { page, pageSize, tag });
          expect(got.totalPages).toBe(want.totalPages);
          expect(got.items.map((item) => item.paste.id)).toEqual(want.items.map((item) => item.id));
        }
      }
    }
    for (const pageSize of [1, 2, 30]) {
      const want = await reference({ ownerId: owner.id, includePrivate: false, pinnedOnly: true }, 0, pageSize);
      const got = await listPinnedPastes(anonymous, owner.username, { page: 0, pageSize });
      expect(got.totalPages).toBe(want.totalPages);
      expect(got.items.map((item) => item.paste.id)).toEqual(want.items.map((item) => item.id));
    }
  });

  it("keep the counters right through bulk inserts, an owner change and a user's deletion", async () => {
    const other = await createTestUser();
    const ids = ["bulk0001", "bulk0002", "bulk0003"];
    await db().paste.createMany({
      data: ids.map((id, index) => ({ id, ownerId: other.id, private: index === 0 })),
    });
    await expectCountersMatch(other);
    await db().paste.update({ where: { id: "bulk0002" }, data: { ownerId: owner.id } });
    await expectCountersMatch(other);
    await expectCountersMatch(owner);
    await deleteUser(userCaller(other), other.username);
    expect(await db().paste.count({ where: { id: "bulk0001" } })).toBe(0);
    await expectCountersMatch(owner);
    await expectListsMatch([15]);
  });
});
