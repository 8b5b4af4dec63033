import { beforeAll, describe, expect, it } from "vitest";
import english from "@/lib/i18n/messages/en/paste.json";
import * as forkRoute from "@/app/api/v3/pastes/[pasteId]/fork/route";
import { api, at, createActors, createPaste, type Options, pasteBody } from "@/app/api/v3/pastes/test-client";
import { db } from "../db/client";
import { encryptPaste, newPasteKey } from "../end-to-end/format";
import { callRoute } from "../testing/http";
import { actionsWithheldForReview, PASTE_ACTIONS, type PasteAction, type PasteActionFacts, pasteActions } from "./paste-actions";

// Issue 43 item 4: the rule of which action a toolbar offers for which kind of paste, and that
// what it offers is what the API accepts.

const plain: PasteActionFacts = {
  burnAfterRead: false,
  private: false,
  encrypted: false,
  endToEnd: false,
  quarantined: false,
  expired: false,
  pinned: false,
};

const KINDS = {
  public: plain,
  "burn after reading": { ...plain, burnAfterRead: true },
  private: { ...plain, private: true },
  "encrypted (password)": { ...plain, encrypted: true },
  "end-to-end encrypted": { ...plain, endToEnd: true },
  quarantined: { ...plain, quarantined: true },
  expired: { ...plain, expired: true },
} satisfies Record<string, PasteActionFacts>;
type Kind = keyof typeof KINDS;

/** What the owner of each kind of paste is offered: every other action is withheld. */
const OFFERED_TO_OWNER: Record<Kind, PasteAction[]> = {
  public: ["star", "copy-link", "qr-code", "embed", "download", "clone", "fork", "compare", "edit", "pin", "private", "tags", "delete"],
  "burn after reading": ["copy-link", "download", "clone", "edit", "private", "tags", "delete"],
  private: ["star", "copy-link", "qr-code", "download", "clone", "fork", "compare", "edit", "private", "tags", "share-links", "delete"],
  "encrypted (password)": [
    "star",
    "copy-link",
    "qr-code",
    "download",
    "clone",
    "fork",
    "compare",
    "edit",
    "pin",
    "private",
    "tags",
    "delete",
  ],
  "end-to-end encrypted": ["star", "copy-link", "edit", "pin", "private", "tags", "delete"],
  quarantined: ["star", "copy-link", "qr-code", "download", "clone", "compare", "edit", "private", "tags", "delete"],
  expired: [],
};

/** What a signed-in reader who is not the owner is offered (a private or quarantined paste is not shown to one at all). */
const OFFERED_TO_READER: Partial<Record<Kind, PasteAction[]>> = {
  public: ["star", "copy-link", "qr-code", "embed", "download", "clone", "fork", "compare", "report"],
  "encrypted (password)": ["star", "copy-link", "qr-code", "download", "clone", "fork", "compare", "report"],
  "end-to-end encrypted": ["star", "copy-link", "report"],
  expired: [],
};

const owner = { isOwner: true, mayModerate: false };
const reader = { isOwner: false, mayModerate: false };
const offered = (answers: ReturnType<typeof pasteActions>) => PASTE_ACTIONS.filter((action) => answers[action].offered);

describe("the rule table of a paste's actions", () => {
  it.each(Object.keys(KINDS) as Kind[])("offers the owner of a %s paste exactly what can work", (kind) => {
    expect(offered(pasteActions(KINDS[kind], owner))).toEqual(OFFERED_TO_OWNER[kind]);
  });

  it.each(Object.keys(OFFERED_TO_READER) as Kind[])("offers a reader of a %s paste exactly what can work", (kind) => {
    expect(offered(pasteActions(KINDS[kind], reader))).toEqual(OFFERED_TO_READER[kind]);
  });

  it("says why each withheld action is withheld, in a sentence every catalogue words", () => {
    const reasons = Object.values(KINDS).flatMap((facts) =>
      Object.values(pasteActions(facts, owner)).flatMap((answer) => (answer.offered ? [] : [answer.why])),
    );
    const worded: Record<string, string> = english.withheld;
    expect(reasons.filter((why) => !/^[A-Z].*\.$/.test(worded[why] ?? ""))).toEqual([]);
    expect(pasteActions(KINDS.quarantined, owner).fork).toEqual({ offered: false, why: "underReview", fixable: false });
  });

  it("lets a pinned paste be unpinned whatever it became, and not made private", () => {
    const answers = pasteActions({ ...KINDS.quarantined, pinned: true }, owner);
    expect(answers.pin.offered).toBe(true);
    expect(answers.private).toEqual({ offered: false, why: "pinnedNotPrivate", fixable: true });
  });

  it("names what the review withholds from the owner: fork, embed and pin", () => {
    expect(actionsWithheldForReview(KINDS.quarantined, owner)).toEqual(["embed", "fork", "pin"]);
    expect(actionsWithheldForReview(KINDS.public, owner)).toEqual([]);
  });

  it("lets an admin delete someone else's paste and nothing an owner alone may do", () => {
    const answers = pasteActions(KINDS.public, { isOwner: false, mayModerate: true });
    expect(answers.delete.offered).toBe(true);
    expect(answers.edit).toEqual({ offered: false, why: "notYours", fixable: false });
  });
});

describe("the rule table against the API's own answers, for the owner", () => {
  const password = { "Encryption-Key": "correct horse battery staple" };
  let ownerToken: string;
  const ids = new Map<Kind, { id: string; headers: Record<string, string> }>();

  const createKind = async (kind: Kind): Promise<string> => {
    const as = { token: ownerToken };
    if (kind === "end-to-end encrypted") {
      const sealed = await encryptPaste((await newPasteKey()).key, {
        title: "",
        pasties: [{ title: "main", content: "hello", language: "Text" }],
      });
      return createPaste({ e2e: sealed.e2e, pasties: sealed.pasties }, as);
    }
    if (kind === "encrypted (password)") return createPaste(pasteBody({ encrypted: true }), { ...as, headers: password });
    const id = await createPaste(pasteBody({ burnAfterRead: kind === "burn after reading", private: kind === "private" }), as);
    if (kind === "quarantined") await db().paste.update({ where: { id }, data: { quarantinedAt: new Date(), quarantineNote: "held" } });
    if (kind === "expired") await db().paste.update({ where: { id }, data: { deletesAt: new Date(Date.now() - 1000) } });
    return id;
  };

  beforeAll(async () => {
    ownerToken = (await createActors()).ownerToken;
    for (const kind of Object.keys(KINDS) as Kind[]) {
      ids.set(kind, { id: await createKind(kind), headers: kind === "encrypted (password)" ? password : {} });
    }
  });

  /** Asks the API for `action` on the paste of `kind` as its owner: whether it accepted. */
  const accepts = async (action: "star" | "pin" | "fork" | "download", kind: Kind): Promise<boolean> => {
    const { id, headers } = ids.get(kind)!;
    const options: Options = { token: ownerToken, headers };
    const answer =
      action === "fork"
        ? await callRoute(forkRoute.POST, at(`/api/v3/pastes/${id}/fork`, { pasteId: id }, "POST", options))
        : action === "download"
          ? await api.zip(id, options)
          : await api[action](id, options);
    return answer.status < 300;
  };

  it.each(Object.keys(KINDS) as Kind[])("accepts for a %s paste what the toolbar offers, and refuses the rest", async (kind) => {
    const answers = pasteActions(KINDS[kind], owner);
    for (const action of ["star", "pin", "fork", "download"] as const) {
      expect({ action, accepted: await accepts(action, kind) }).toEqual({ action, accepted: answers[action].offered });
    }
  });
});
