import { beforeAll, describe, expect, it } from "vitest";
import { encryptComment, encryptMessage, encryptPaste, newPasteKey, titleAssociatedData } from "@/lib/end-to-end/format";
import { commentsApi, on } from "./comments-test-client";
import { api, createActors, createPaste } from "./test-client";

// Issue 40 item 11: what an end-to-end encrypted paste or comment holds must be messages of the
// format (lib/end-to-end/sealed-message.ts), not clear text in base64url's alphabet, which the server
// kept as "sealed": unscanned, unsearched and unblockable.

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

const githubToken = `ghp_${"aB3dE5gH7jK9mN1pQ2rS4tU6vW8xY0zA1b2C"}`;
const awsKeyIds = ["AKIAIOSFODNN7EXAMPLE", "AKIAI44QH8DHBEXAMPLE", "AKIAJSIE27KKMHXI3BJQ", "AKIAQWERTYUIOPASDFGH"].join("_");
const spam = "buy_cheap_watches_today_at_the_best_prices_visit_our_shop_now_and_save_big";
const hexDump = "deadbeefcafebabe0123456789abcdef".repeat(3);

async function sealed(content = "one\ntwo") {
  const { key } = await newPasteKey();
  return { key, ...(await encryptPaste(key, { title: "", pasties: [{ title: "main", content, language: "Text" }] })) };
}

describe("end-to-end encrypted writes", () => {
  it("refuse pasty contents that are not messages of the format, with a 400 naming the pasty", async () => {
    for (const clear of [githubToken, awsKeyIds, spam, hexDump]) {
      const { e2e, pasties } = await sealed();
      const answer = await api.create({ e2e, pasties: [{ ...pasties[0], content: clear }] }, { token: actors.ownerToken });
      expect(answer.status, clear).toBe(400);
      expect(answer.json).toEqual({ statusCode: 400, message: expect.stringContaining(`The pasty ${pasties[0]!.id} is not a message`) });
    }
  });

  it("refuse a clear title, on creation and on edit, and take sealed ones of any length", async () => {
    const { key, e2e, pasties } = await sealed();
    const refused = await api.create({ e2e: { ...e2e, title: spam }, pasties }, { token: actors.ownerToken });
    expect(refused.json).toEqual({ statusCode: 400, message: expect.stringContaining("The title is not a message") });

    const id = await createPaste(
      { e2e: { ...e2e, title: await encryptMessage(key, "x", titleAssociatedData(e2e.nonce)) }, pasties },
      {
        token: actors.ownerToken,
      },
    );
    const edit = (title: string) => api.edit(id, { e2e: { ...e2e, title }, pasties }, { token: actors.ownerToken });
    expect((await edit(awsKeyIds)).status).toBe(400);
    expect((await edit(await encryptMessage(key, "y".repeat(700), titleAssociatedData(e2e.nonce)))).status).toBe(200);
  });

  it("refuse comment bodies that are not messages of the format", async () => {
    const { key, e2e, pasties } = await sealed();
    const id = await createPaste({ e2e, pasties }, { token: actors.ownerToken });
    const pastyId = pasties[0]!.id;
    for (const clear of [spam, awsKeyIds, hexDump]) {
      const answer = await commentsApi.add(id, on(pastyId, 1, 1, clear), { token: actors.otherToken });
      expect(answer.status, clear).toBe(400);
      expect(answer.json).toEqual({ statusCode: 400, message: expect.stringContaining("is not a message of the format") });
    }
    const place = { pastyId, fromLine: 1, toLine: 2 };
    const body = await encryptComment(key, e2e.nonce, place, "k");
    expect((await commentsApi.add(id, { ...place, body }, { token: actors.otherToken })).status).toBe(201);
  });

  it("take real messages of every size, from the least a pasty seals", async () => {
    for (const length of [0, 1, 2, 3, 50, 1000, 20_000]) {
      const { e2e, pasties } = await sealed("z".repeat(length));
      expect((await api.create({ e2e, pasties }, { token: actors.ownerToken })).status, String(length)).toBe(201);
    }
  });
});
