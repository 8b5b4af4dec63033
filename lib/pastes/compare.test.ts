import { beforeAll, describe, expect, it } from "vitest";
import { anonymous } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { createTestUser } from "../testing/actors";
import { COMPARE_TEXT_MAX, loadComparePage, parseSideRef } from "./compare";
import { createPaste } from "./mutations";
import { createPasteInputSchema } from "./schema";

// Compare any two (issue 30 item 6), as the /compare page loads it.

let owner: ReturnType<typeof sessionCaller>;
let ownerName: string;
const noKey = (): Promise<string | null> => Promise.resolve(null);
const create = async (body: Record<string, unknown>, key: string | null = null) =>
  createPaste(owner, createPasteInputSchema.parse(body), key);
const compare = (left: string, right: string | null, text: string | null = null, keyOf = noKey, caller = anonymous) =>
  loadComparePage(caller, { left, right, text }, keyOf);

beforeAll(async () => {
  const user = await createTestUser();
  ownerName = user.username;
  owner = sessionCaller({ id: user.id, username: user.username, isAdmin: false });
});

describe("comparing", () => {
  it("two pastes pasty by pasty, in order, with the changed lines marked and highlighted", async () => {
    const left = await create({
      title: "v1",
      pasties: [{ title: "a.py", content: "x = 1\ny = 2\n", language: "Python" }, { content: "same" }],
    });
    const right = await create({
      title: "v2",
      pasties: [{ title: "b.py", content: "x = 1\ny = 3\n", language: "Python" }, { content: "same" }, { content: "new" }],
    });
    const page = await compare(left.id, `http://localhost:3000/${right.id}`);
    if (page.kind !== "compared") throw new Error(JSON.stringify(page));
    // The owner and the id tell apart two pastes of one title (a fork and its origin).
    expect(page.left).toEqual({ title: "v1", pasty: null, href: `/${left.id}`, detail: `${ownerName} · ${left.id}` });
    expect(page.pasties.map((pasty) => pasty.change)).toEqual(["changed", "unchanged", "added"]);
    const lines = page.pasties[0]!.segments.flatMap((segment) => segment.unified);
    expect(lines.filter((line) => line.kind !== "same").map((line) => [line.kind, line.text])).toEqual([
      ["removed", "y = 2"],
      ["added", "y = 3"],
    ]);
    expect(lines.find((line) => line.kind === "added")!.html).toContain("<h-");
  });

  it("one pasty with another, or with pasted text, which a paste of several pasties must name", async () => {
    const many = await create({ title: "many", pasties: [{ content: "alpha" }, { title: "b.txt", content: "beta" }] });
    const one = await create({ title: "one", pasties: [{ content: "beta!" }] });
    const page = await compare(`${many.id}/${many.pasties[1]!.id}`, one.id);
    expect(page).toMatchObject({
      kind: "compared",
      left: { title: "many", pasty: { title: "b.txt", index: 1 }, href: `/${many.id}#${many.pasties[1]!.id}` },
    });
    // An untitled side is named by the page, in the reader's words: its title and position, not English words.
    const untitled = await create({ pasties: [{ content: "gamma" }, { content: "delta" }] });
    expect(await compare(`${untitled.id}/${untitled.pasties[0]!.id}`, one.id)).toMatchObject({
      kind: "compared",
      left: { title: "", pasty: { title: "", index: 0 } },
    });
    expect(await compare(many.id, null, "beta")).toEqual({ kind: "refused", message: expect.stringMatching(/has 2 pasties: name one/) });

    const withText = await compare(one.id, null, "beta?");
    if (withText.kind !== "compared") throw new Error(JSON.stringify(withText));
    expect(withText.right).toEqual({ title: "", pasty: null, href: null, detail: null });
    expect(withText.pasties[0]!.change).toBe("changed");
    expect((await compare(one.id, null, "x".repeat(COMPARE_TEXT_MAX + 1))).kind).toBe("refused");
  });

  it("shows nothing a reader could not open: private, burn-after-reading and encrypted without its password", async () => {
    const open = await create({ pasties: [{ content: "open" }] });
    const hidden = await create({ private: true, pasties: [{ content: "private words" }] });
    const burn = await create({ burnAfterRead: true, pasties: [{ content: "read once" }] });
    const locked = await create({ encrypted: true, pasties: [{ content: "locked words" }] }, "the key");

    expect(await compare(open.id, hidden.id)).toEqual({ kind: "refused", message: "The paste was not found." });
    expect(await compare(open.id, burn.id)).toEqual({ kind: "refused", message: "The paste was not found." });
    expect(await compare(open.id, locked.id)).toEqual({
      kind: "refused",
      message: expect.stringMatching(/encrypted: open it with its password/),
    });
    // Its owner compares the private one; the password this browser remembers opens the encrypted one.
    expect((await compare(open.id, hidden.id, null, noKey, owner)).kind).toBe("compared");
    expect((await compare(open.id, locked.id, null, () => Promise.resolve("the key"))).kind).toBe("compared");
    // The burn-after-reading paste was not consumed by being compared.
    expect((await compare(burn.id, open.id, null, noKey, owner)).kind).toBe("compared");
  });

  it("shows the form until both sides are given, and says what a side that names nothing is", async () => {
    expect(await compare("", null)).toEqual({ kind: "form" });
    expect(() => parseSideRef("../etc/passwd")).toThrow(/names no paste/);
    expect(parseSideRef("https://myst.example/abcd1234#efgh5678-L3")).toEqual({ pasteId: "abcd1234", pastyId: null });
    expect(parseSideRef("abcd1234/efgh5678")).toEqual({ pasteId: "abcd1234", pastyId: "efgh5678" });
  });
});
