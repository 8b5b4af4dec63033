import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { callRoute } from "@/lib/testing/http";
import { GET as language } from "./language/route";
import { GET as languageExt } from "./languageExt/route";
import { GET as numPastes } from "./numPastes/route";

describe("version-2 data endpoints", () => {
  it("look a language up by name, in the version-2 shape", async () => {
    const result = await callRoute(language, { path: "/api/v2/data/language?name=markdown" });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      name: "Markdown",
      mode: "gfm",
      mimes: ["text/x-gfm"],
      ext: expect.arrayContaining(["md", "markdown"]),
      color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect((result.json as { ext: string[] }).ext.every((ext) => !ext.startsWith("."))).toBe(true);
  });

  it("take percent-encoded names", async () => {
    const result = await callRoute(language, { path: "/api/v2/data/language?name=C%23" });
    expect(result.json).toMatchObject({ name: "C#" });
  });

  it("resolve extensions the way programmers mean them", async () => {
    for (const [extension, name] of [
      ["rs", "Rust"],
      ["md", "Markdown"],
      ["h", "C"],
      ["ts", "TypeScript"],
    ]) {
      const byQuery = await callRoute(language, { path: `/api/v2/data/language?extension=${extension}` });
      expect(byQuery.json).toMatchObject({ name });
      const byExtRoute = await callRoute(languageExt, { path: `/api/v2/data/languageExt?extension=${extension}` });
      expect(byExtRoute.json).toMatchObject({ name });
    }
  });

  it("answer errors as {statusMessage}", async () => {
    // An unknown language is not found, as both originals answer (400 is for a pasty's language).
    const unknown = await callRoute(language, { path: "/api/v2/data/language?name=nope-lang" });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ statusMessage: "language not found." });
    const unknownExtension = await callRoute(languageExt, { path: "/api/v2/data/languageExt?extension=nope" });
    expect(unknownExtension.status).toBe(404);
    expect(unknownExtension.json).toEqual({ statusMessage: "language not found." });
    const byExtension = await callRoute(language, { path: "/api/v2/data/language?extension=nope" });
    expect(byExtension.status).toBe(404);
    const nothing = await callRoute(language, { path: "/api/v2/data/language" });
    expect(nothing.status).toBe(400);
    expect(nothing.json).toEqual({ statusMessage: expect.any(String) });
    const noExtension = await callRoute(languageExt, { path: "/api/v2/data/languageExt" });
    expect(noExtension.status).toBe(400);
    expect(noExtension.json).toEqual({ statusMessage: expect.any(String) });
  });

  it("count only active, unexpired pastes", async () => {
    await db().paste.createMany({
      data: [
        { id: "numpast1" },
        { id: "numpast2", expiresIn: "1h", deletesAt: new Date(Date.now() - 1000) },
      ],
    });
    const result = await callRoute(numPastes, { path: "/api/v2/data/numPastes" });
    expect(result.json).toEqual({ numPastes: 1 });
  });
});
