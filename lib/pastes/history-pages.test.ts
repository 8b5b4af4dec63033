import { beforeAll, describe, expect, it } from "vitest";
import { anonymous } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { createTestUser } from "../testing/actors";
import { getHistoryCompact } from "./history";
import { createPaste, editPaste } from "./mutations";
import { historyDiffPage, historyVersionPage } from "./page";

// The history pages of an encrypted paste (issue 18, item 4): without its key, or with a wrong
// one, they show the password prompt like the paste page (they used to throw: a 500 and a stack
// trace in the log); with the key they show the version and the diff.

let ownerId = "";
let pasteId = "";
let historyId = "";
const owner = () => sessionCaller({ id: ownerId, username: "history-owner", isAdmin: false });

beforeAll(async () => {
  ownerId = (await createTestUser({ username: "history-owner" })).id;
  const paste = await createPaste(
    owner(),
    {
      title: "enc",
      expiresIn: "never",
      private: false,
      pinned: false,
      encrypted: true,
      tags: [],
      pasties: [{ content: "before the edit" }],
    },
    "the key",
  );
  pasteId = paste.id;
  await editPaste(owner(), paste.id, { pasties: [{ id: paste.pasties[0]!.id, content: "after the edit" }] }, "the key");
  historyId = (await getHistoryCompact(anonymous, pasteId))[0]!.id;
});

describe.each([
  ["version", historyVersionPage],
  ["diff", historyDiffPage],
] as const)("the history %s page of an encrypted paste", (_name, load) => {
  it("asks for the password when the key is missing", async () => {
    expect(await load(anonymous, pasteId, historyId, null)).toEqual({ kind: "locked", pasteId, wrongKey: false });
  });

  it("says the password was wrong when it was", async () => {
    expect(await load(anonymous, pasteId, historyId, "not the key")).toEqual({ kind: "locked", pasteId, wrongKey: true });
  });

  it("shows the content with the key", async () => {
    const page = await load(anonymous, pasteId, historyId, "the key");
    expect(page.kind).toBe("open");
    expect(JSON.stringify(page)).toContain("before the edit");
  });

  it("is still not found for a history id the paste does not have, key or not", async () => {
    await expect(load(anonymous, pasteId, "zzzzzzzz", null)).rejects.toMatchObject({ status: 404 });
  });
});
