import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import * as language from "../data/language/route";
import * as v3Language from "../../v3/langs/[name]/route";
import * as one from "./[id]/route";
import { POST as create } from "./route";
import * as legacyOne from "../../../paste/[id]/route";
import * as v3One from "../../v3/pastes/[pasteId]/route";

// Older clients send, and check answers against, the 156 language names of the original v2
// service. The list is the original's (lib/legacy/v2-language-names.txt, from its
// data/languages.json), independent of the table in lib/languages/v2-names.ts it checks.

const originalNames = readFileSync(join(process.cwd(), "lib/legacy/v2-language-names.txt"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"))
  .map((line) => line.split("\t")[0]!);

describe("the original v2 language names", () => {
  it("are all 156", () => {
    expect(originalNames).toHaveLength(156);
    expect(new Set(originalNames).size).toBe(156);
  });

  it("each round-trip through /api/v2/paste, answered with an original name", async () => {
    // Autodetect detects instead (short content: Plain Text); every other name is kept.
    const names = originalNames.filter((name) => name !== "Autodetect");
    const sent: string[] = [];
    const answered: string[] = [];
    const readBack: string[] = [];
    for (let start = 0; start < names.length; start += 50) {
      const batch = names.slice(start, start + 50);
      const created = await callRoute(create, {
        body: { pasties: batch.map((name) => ({ title: name.slice(0, 50), code: "x", language: name })) },
      });
      expect(created.status, created.text).toBe(200);
      const paste = created.json as { _id: string; pasties: { language: string }[] };
      const read = await callRoute(one.GET, { params: { id: paste._id } });
      sent.push(...batch);
      answered.push(...paste.pasties.map((pasty) => pasty.language));
      readBack.push(...(read.json as typeof paste).pasties.map((pasty) => pasty.language));
    }
    // Exactly: names sharing one language of ours ("MySQL", "SQLite", "SQL") stay apart.
    expect(answered).toEqual(sent);
    expect(readBack).toEqual(sent);

    const detected = await callRoute(create, { body: { pasties: [{ code: "x", language: "Autodetect" }] } });
    expect((detected.json as { pasties: { language: string }[] }).pasties[0]!.language).toBe("Plain Text");
  });

  it("are found by v3 lookups and the v2 data endpoint, in any letter case", async () => {
    for (const name of originalNames) {
      const v3 = await callRoute(v3Language.GET, { params: { name: name.toUpperCase() } });
      expect(v3.status, name).toBe(200);
      const v2 = await callRoute(language.GET, { path: `/api/v2/data/language?name=${encodeURIComponent(name)}` });
      expect(v2.status, name).toBe(200);
      expect((v2.json as { name: string }).name).toBe(name);
    }
    expect((await callRoute(v3Language.GET, { params: { name: "Plain Text" } })).json).toMatchObject({ name: "Text" });
    expect((await callRoute(v3Language.GET, { params: { name: "MS SQL" } })).json).toMatchObject({ name: "TSQL" });
    expect((await callRoute(v3Language.GET, { params: { name: "Vue.js Component" } })).json).toMatchObject({ name: "Vue" });
  });

  it("follow the pasty's language when an edit changes it, on any surface", async () => {
    const token = await createTestToken((await createTestUser()).id, ["paste"]);
    const created = await callRoute(create, {
      headers: { Authorization: token },
      body: {
        pasties: [
          { code: "select 1", language: "MySQL" },
          { code: "{{ x }}", language: "Tornado" },
        ],
      },
    });
    const paste = created.json as { _id: string; pasties: { _id: string; language: string }[] };
    expect(paste.pasties.map((pasty) => pasty.language)).toEqual(["MySQL", "Tornado"]);

    // A v3 edit that keeps the first pasty's language and changes the second's.
    const [mysql, tornado] = paste.pasties;
    const edited = await callRoute(v3One.PATCH, {
      method: "PATCH",
      params: { pasteId: paste._id },
      headers: { Authorization: `Bearer ${token}` },
      body: {
        pasties: [
          { id: mysql!._id, content: "select 2", language: "sqlite" },
          { id: tornado!._id, content: "x = 1", language: "Python" },
        ],
      },
    });
    expect(edited.status, edited.text).toBe(200);
    const read = await callRoute(one.GET, { params: { id: paste._id }, headers: { Authorization: token } });
    expect((read.json as typeof paste).pasties.map((pasty) => pasty.language)).toEqual(["SQLite", "Python"]);
  });

  it("answer our own names where the original had none, and accept ours", async () => {
    const created = await callRoute(create, {
      body: {
        pasties: [
          { code: "x", language: "Zig" },
          { code: "y", language: "text" },
        ],
      },
    });
    expect((created.json as { pasties: { language: string }[] }).pasties.map((pasty) => pasty.language)).toEqual(["Zig", "Plain Text"]);
  });

  it("refuse an unknown language with 400 'invalid language value.', on create and edit", async () => {
    const unknown = await callRoute(create, { body: { pasties: [{ code: "x", language: "Klingon++" }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ statusMessage: "invalid language value." });

    const token = await createTestToken((await createTestUser()).id, ["paste"]);
    const mine = await callRoute(create, { headers: { Authorization: token }, body: { pasties: [{ code: "x" }] } });
    const id = (mine.json as { _id: string })._id;
    const edit = await callRoute(legacyOne.PATCH, {
      method: "PATCH",
      params: { id },
      headers: { Authorization: token },
      body: { pasties: [{ code: "x", language: "Klingon++" }] },
    });
    expect(edit.status).toBe(400);
    expect(edit.json).toEqual({ statusMessage: "invalid language value." });
  });
});
