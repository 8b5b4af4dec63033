import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as forkRoute from "@/app/api/v3/pastes/[pasteId]/fork/route";
import * as linksRoute from "@/app/api/v3/pastes/[pasteId]/links/route";
import * as reportsRoute from "@/app/api/v3/pastes/[pasteId]/reports/route";
import * as shareReportRoute from "@/app/s/[secret]/report/route";
import * as v1 from "@/app/api/paste/route";
import * as legacy from "@/app/paste/route";
import { deleteUserSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { createTestSessionHeaders } from "@/lib/testing/actors";
import { solvedCaptcha } from "@/lib/testing/captcha";
import { callRoute } from "@/lib/testing/http";
import { ORIGINAL_PASTE_KEYS } from "@/lib/testing/original-objects";
import { api, at, createActors, pasteBody } from "../pastes/test-client";
import * as captchaRoute from "./route";

// CAPTCHA=anonymous (docs/operate/captcha.md): the v3 API's anonymous creates, forks and reports
// need a solved challenge in X-Captcha, once each; signed-in users, tokens and the older APIs'
// clients never see it. Settings are read once per test file, so the mode is set before that.
const previous = vi.hoisted(() => {
  const value = process.env.CAPTCHA;
  process.env.CAPTCHA = "anonymous";
  return value;
});
afterAll(() => {
  if (previous === undefined) delete process.env.CAPTCHA;
  else process.env.CAPTCHA = previous;
});

let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors();
});

const withCaptcha = async () => ({ "X-Captcha": await solvedCaptcha() });
const report = { reason: "spam", details: "", contact: "" };

/** The 403 of a missing or refused challenge: it says what is missing and where to get one. */
function expectRefusal(answer: { status: number; json: unknown }, reason: string) {
  expect(answer.status).toBe(403);
  expect(answer.json).toEqual({
    statusCode: 403,
    message: expect.stringMatching(/X-Captcha.*GET \/api\/v3\/captcha/s),
    captcha: reason,
  });
}

describe("GET /api/v3/captcha", () => {
  it("gives a signed challenge that is never cached", async () => {
    const answer = await callRoute(captchaRoute.GET, { path: "/api/v3/captcha" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.json).toMatchObject({
      parameters: { algorithm: "SHA-256", keyPrefix: expect.stringMatching(/^[0-9a-f]+$/), expiresAt: expect.any(Number) },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});

describe("anonymous creates through the v3 API", () => {
  it("need a solved challenge: none, then one, then the same one again, from anywhere", async () => {
    const before = await db().paste.count();
    expectRefusal(await api.create(pasteBody()), "missing");
    const headers = await withCaptcha();
    expect((await api.create(pasteBody(), { headers: { ...headers, [CLIENT_ADDRESS_HEADER]: "192.0.2.1" } })).status).toBe(201);
    expectRefusal(await api.create(pasteBody(), { headers: { ...headers, [CLIENT_ADDRESS_HEADER]: "192.0.2.1" } }), "used");
    expectRefusal(await api.create(pasteBody(), { headers: { ...headers, [CLIENT_ADDRESS_HEADER]: "198.51.100.7" } }), "used");
    expect(await db().paste.count()).toBe(before + 1);
  });

  it("a malformed body is refused as such, without using up the challenge", async () => {
    const headers = await withCaptcha();
    expect((await api.create({ pasties: [] }, { headers })).status).toBe(400);
    expect((await api.create(pasteBody(), { headers })).status).toBe(201);
  });

  it("are never asked of a token or a session; a stale session is anonymous and asked", async () => {
    expect((await api.create(pasteBody(), { token: actors.ownerToken })).status).toBe(201);
    const session = await createTestSessionHeaders(actors.owner.id);
    expect((await api.create(pasteBody(), { headers: session })).status).toBe(201);
    // Signed out elsewhere: the cookie the browser still sends belongs to nobody.
    await deleteUserSessions(actors.owner.id);
    expectRefusal(await api.create(pasteBody(), { headers: session }), "missing");
  });

  it("forks by a visitor need one too", async () => {
    const id = ((await api.create(pasteBody(), { token: actors.ownerToken })).json as { id: string }).id;
    const fork = (headers: Record<string, string> = {}) =>
      callRoute(forkRoute.POST, at(`/api/v3/pastes/${id}/fork`, { pasteId: id }, "POST", { headers }));
    expectRefusal(await fork(), "missing");
    expect((await fork(await withCaptcha())).status).toBe(201);
    expect(
      (await callRoute(forkRoute.POST, at(`/api/v3/pastes/${id}/fork`, { pasteId: id }, "POST", { token: actors.otherToken }))).status,
    ).toBe(201);
  });
});

describe("anonymous reports", () => {
  it("of a paste need a solved challenge", async () => {
    const id = ((await api.create(pasteBody(), { token: actors.ownerToken })).json as { id: string }).id;
    const send = (headers: Record<string, string> = {}) =>
      callRoute(reportsRoute.POST, at(`/api/v3/pastes/${id}/reports`, { pasteId: id }, "POST", { headers, body: report }));
    expectRefusal(await send(), "missing");
    expect((await send(await withCaptcha())).status).toBe(201);
  });

  it("through a share link need one too", async () => {
    const id = ((await api.create(pasteBody({ private: true }), { token: actors.ownerToken })).json as { id: string }).id;
    // Only the owner makes share links (lib/share-links/access.ts): no challenge asked of them.
    const link = await callRoute(
      linksRoute.POST,
      at(`/api/v3/pastes/${id}/links`, { pasteId: id }, "POST", { token: actors.ownerToken, body: {} }),
    );
    expect(link.status).toBe(201);
    const secret = new URL((link.json as { url: string }).url).pathname.split("/").pop()!;
    const send = (headers: Record<string, string> = {}) =>
      callRoute(shareReportRoute.POST, { method: "POST", path: `/s/${secret}/report`, params: { secret }, headers, body: report });
    expectRefusal(await send(), "missing");
    expect((await send(await withCaptcha())).status).toBe(201);
  });
});

describe("the older APIs under CAPTCHA=anonymous", () => {
  it("answer PasteMyst's clients exactly as before, without a challenge", async () => {
    const created = await callRoute(legacy.POST, { body: { pasties: [{ code: "hi" }] } });
    expect(created.status).toBe(200);
    expect(Object.keys(created.json as object).sort()).toEqual([...ORIGINAL_PASTE_KEYS].sort());
    const fromV1 = await callRoute(v1.POST, { body: { code: "hi" } });
    expect(fromV1.status).toBe(200);
  });
});
