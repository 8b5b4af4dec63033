import { beforeAll, describe, expect, it } from "vitest";
import { fakeSecrets, randomChars } from "@/lib/testing/fake-secrets";
import { WARNINGS_PER_KIND } from "@/lib/secrets/findings";
import { callRoute } from "@/lib/testing/http";
import * as legacy from "../../../paste/route";
import { api, createActors } from "./test-client";

// Issue 24, items 7 and 8 (SECRET_SCAN=warn): secrets in a paste's title, its tags and its
// pasties' titles went unreported, and findings were unbounded (1.9 MB of JWT-like text made
// 30,000 warnings and a 3.7 MB answer). Now everything published is scanned, and an answer lists
// the first findings of each kind and counts them all.

const secretOf = (kind: string) => fakeSecrets.find((fake) => fake.kind === kind)!.text;
const jwt = secretOf("jwt").replace("Authorization: Bearer ", "");
const githubToken = `${"gh" + "p_"}${randomChars(36)}`;
const stripeTag = `${"sk" + "_live_"}${randomChars(24)}`;

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

describe("findings are bounded", () => {
  const manyTokens = (count: number) => Array.from({ length: count }, (_, index) => `token ${index}: ${jwt}`).join("\n");
  const count = Math.floor((1.9 * 1024 * 1024) / (jwt.length + 12));

  it("1.9 MB of JWTs: the first of them listed, all of them counted", async () => {
    const result = await api.create({ pasties: [{ content: `${secretOf("stripe-key")}\n${manyTokens(count)}` }] });
    expect(result.status).toBe(201);
    const paste = result.json as { warnings: { kind: string; line: number }[]; warningCounts: Record<string, number> };
    expect(paste.warningCounts).toEqual({ "stripe-key": 1, jwt: count });
    expect(paste.warnings.map((warning) => warning.kind)).toEqual(["stripe-key", ...Array(WARNINGS_PER_KIND).fill("jwt")]);
    expect(paste.warnings.map((warning) => warning.line)).toEqual([
      1,
      ...Array.from({ length: WARNINGS_PER_KIND }, (_, index) => index + 2),
    ]);
    // The answer is the paste (its content) and a few lines about its secrets, not 30,000 of them.
    expect(JSON.stringify([paste.warnings, paste.warningCounts]).length).toBeLessThan(2_000);
  });

  it("the older surfaces' headers say the whole count", async () => {
    const created = await callRoute(legacy.POST, {
      method: "POST",
      path: "/api/v2/paste",
      body: { pasties: [{ title: "", language: "text", code: manyTokens(500) }] },
    });
    expect(created.status).toBe(200);
    expect(created.headers.get("myst-secret-warnings-total")).toBe("500");
    expect(JSON.parse(created.headers.get("myst-secret-warnings")!)).toHaveLength(WARNINGS_PER_KIND);
  });
});

describe("the title and tags are scanned too", () => {
  it("v3 create: the paste's title and tags and a pasty's title", async () => {
    const result = await api.create(
      {
        title: `deploy with ${githubToken}`,
        tags: ["work", stripeTag],
        pasties: [{ title: githubToken, content: "nothing here" }],
      },
      { token: actors.ownerToken },
    );
    expect(result.status).toBe(201);
    const paste = result.json as { pasties: { id: string }[]; warnings: unknown[]; warningCounts: unknown };
    expect(paste.warnings).toEqual([
      { pastyId: null, pastyIndex: null, field: "title", line: 1, kind: "github-token" },
      { pastyId: null, pastyIndex: null, field: "tags", line: 2, kind: "stripe-key" },
      { pastyId: paste.pasties[0]!.id, pastyIndex: 0, field: "title", line: 1, kind: "github-token" },
    ]);
    expect(paste.warningCounts).toEqual({ "github-token": 2, "stripe-key": 1 });
    expect(result.text.match(new RegExp(githubToken, "g"))?.length).toBe(2); // in the paste itself, not the warnings
  });

  it("v3 edit of the title, a tags change and making a paste public report what they publish", async () => {
    const id = (
      (await api.create({ private: true, tags: [stripeTag], pasties: [{ content: "clean" }] }, { token: actors.ownerToken })).json as {
        id: string;
      }
    ).id;
    const published = await api.private(id, { token: actors.ownerToken });
    expect((published.json as { warnings: unknown }).warnings).toEqual([
      { pastyId: null, pastyIndex: null, field: "tags", line: 1, kind: "stripe-key" },
    ]);
    const retagged = await api.tags(id, ["clean", stripeTag], { token: actors.ownerToken });
    expect(retagged.status).toBe(200);
    expect((retagged.json as { warnings: unknown }).warnings).toEqual([
      { pastyId: null, pastyIndex: null, field: "tags", line: 2, kind: "stripe-key" },
    ]);
    const retitled = await api.edit(id, { title: githubToken, pasties: [{ content: "clean" }] }, { token: actors.ownerToken });
    expect((retitled.json as { warnings: unknown }).warnings).toEqual([
      { pastyId: null, pastyIndex: null, field: "title", line: 1, kind: "github-token" },
    ]);
  });
});
