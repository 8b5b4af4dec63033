import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/lib/testing/http";
import { fakeSecrets } from "@/lib/testing/fake-secrets";
import { WARNINGS_PER_KIND } from "@/lib/secrets/findings";
import { INLINE_SCAN_CHARS } from "@/lib/secrets/scanner";
import * as v1 from "../../paste/route";
import * as legacyOne from "../../../paste/[id]/route";
import * as legacy from "../../../paste/route";
import { api, createActors, pasteBody } from "./test-client";

// SECRET_SCAN=warn (the default): every write surface publishes the paste and answers with what
// it found, by pasty, line and kind, never with the secret itself.

const secretOf = (kind: string) => fakeSecrets.find((fake) => fake.kind === kind)!.text;
const githubToken = secretOf("github-token");
const privateKey = secretOf("private-key");

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

describe("secret scanning, policy warn", () => {
  it("v3 create: 201 with one warning per finding (pasty id, index, line, kind) and never the secret", async () => {
    const result = await api.create({
      pasties: [
        { title: "clean", content: "nothing to see here" },
        { title: "leaky", content: `# deploy\n${githubToken}\n\n${privateKey}\n` },
      ],
    });
    expect(result.status).toBe(201);
    const paste = result.json as { pasties: { id: string }[]; warnings: unknown[] };
    expect(paste.warnings).toEqual([
      { pastyId: paste.pasties[1]!.id, pastyIndex: 1, field: "content", line: 2, kind: "github-token" },
      { pastyId: paste.pasties[1]!.id, pastyIndex: 1, field: "content", line: 4, kind: "private-key" },
    ]);
    const tokenValue = githubToken.slice(githubToken.indexOf("gh"), githubToken.indexOf("@"));
    expect(JSON.stringify(paste.warnings)).not.toContain(tokenValue);
    expect((await api.get((result.json as { id: string }).id)).status).toBe(200);
  });

  it("v3 create of a clean paste answers an empty list", async () => {
    const result = await api.create(pasteBody());
    expect((result.json as { warnings: unknown }).warnings).toEqual([]);
  });

  it("scans a pasty too big for the request thread on a render thread", async () => {
    const filler = "const value = compute(input);\n".repeat(Math.ceil(INLINE_SCAN_CHARS / 30) + 10);
    const result = await api.create({ pasties: [{ content: `${filler}${secretOf("stripe-key")}\n` }] });
    expect(result.status).toBe(201);
    const lines = filler.split("\n").length;
    expect((result.json as { warnings: unknown }).warnings).toEqual([expect.objectContaining({ line: lines, kind: "stripe-key" })]);
  });

  it("v3 edit: warnings for the content as edited, with the ids of kept and new pasties", async () => {
    const created = await api.create(pasteBody(), { token: actors.ownerToken });
    const paste = created.json as { id: string; pasties: { id: string }[] };
    const edited = await api.edit(
      paste.id,
      { pasties: [{ id: paste.pasties[0]!.id, content: "still clean" }, { content: secretOf("jwt") }] },
      { token: actors.ownerToken },
    );
    expect(edited.status).toBe(200);
    const after = edited.json as { pasties: { id: string }[]; warnings: unknown };
    expect(after.warnings).toEqual([{ pastyId: after.pasties[1]!.id, pastyIndex: 1, field: "content", line: 1, kind: "jwt" }]);
  });

  it("an encrypted paste is scanned before it is encrypted", async () => {
    const result = await api.create(
      { encrypted: true, pasties: [{ content: secretOf("aws-secret-access-key") }] },
      { headers: { "Encryption-Key": "correct horse battery staple" } },
    );
    expect(result.status).toBe(201);
    expect((result.json as { warnings: { kind: string }[] }).warnings.map((warning) => warning.kind)).toEqual(["aws-secret-access-key"]);
  });

  it("making a private paste public answers with what it holds", async () => {
    const id = (
      (await api.create({ private: true, pasties: [{ content: secretOf("slack-token") }] }, { token: actors.ownerToken })).json as {
        id: string;
      }
    ).id;
    const toggled = await api.private(id, { token: actors.ownerToken });
    expect(toggled.status).toBe(200);
    expect(toggled.json).toMatchObject({ private: false, warnings: [{ line: 1, kind: "slack-token" }] });
  });

  it("lists the first findings of a text full of them, and says how many there were", async () => {
    // 1.9 MB of JWT-like text made 30,000 warnings, a 3.7 MB answer.
    const jwt = secretOf("jwt");
    const content = Array.from({ length: 300 }, (_, index) => `token_${index} = ${jwt}`).join("\n");
    const result = await api.create(pasteBody({ pasties: [{ content }] }), { token: actors.ownerToken });
    expect(result.status).toBe(201);
    const { warnings, warningCounts } = result.json as { warnings: { line: number; kind: string }[]; warningCounts: unknown };
    expect(warnings.map((warning) => warning.line)).toEqual(Array.from({ length: WARNINGS_PER_KIND }, (_, index) => index + 1));
    expect(warningCounts).toEqual({ jwt: 300 });
    expect(result.headers.get("myst-secret-warnings-total")).toBe("300");
  });

  it("the older surfaces answer exactly the original objects, with the findings in headers", async () => {
    const warningsOf = (answer: { headers: Headers }) => JSON.parse(answer.headers.get("myst-secret-warnings") ?? "null") as unknown;
    const created = await callRoute(legacy.POST, { body: { pasties: [{ title: "env", code: secretOf("env-secret") }] } });
    expect(created.status).toBe(200);
    const paste = created.json as { _id: string; pasties: { _id: string }[] };
    expect(paste).not.toHaveProperty("warnings");
    expect(warningsOf(created)).toEqual([{ pastyId: paste.pasties[0]!._id, pastyIndex: 0, field: "content", line: 1, kind: "env-secret" }]);
    expect(created.headers.get("myst-secret-warnings-total")).toBe("1");

    const mine = await callRoute(legacy.POST, {
      headers: { Authorization: actors.ownerToken },
      body: { pasties: [{ code: "clean" }] },
    });
    expect(mine.headers.get("myst-secret-warnings")).toBeNull();
    const id = (mine.json as { _id: string })._id;
    const edited = await callRoute(legacyOne.PATCH, {
      method: "PATCH",
      params: { id },
      headers: { Authorization: actors.ownerToken },
      body: { pasties: [{ code: secretOf("database-url") }] },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).not.toHaveProperty("warnings");
    expect(warningsOf(edited)).toEqual([expect.objectContaining({ line: 1, kind: "database-url" })]);

    const fromV1 = await callRoute(v1.POST, { body: { code: encodeURIComponent(secretOf("openai-api-key")) } });
    expect(fromV1.status).toBe(200);
    expect(Object.keys(fromV1.json as object).sort()).toEqual(["code", "createdAt", "expiresIn", "id", "language"]);
    expect(warningsOf(fromV1)).toEqual([{ pastyId: expect.any(String), pastyIndex: 0, field: "content", line: 1, kind: "openai-api-key" }]);
  });
});
