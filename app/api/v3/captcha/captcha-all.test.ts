import { afterAll, describe, expect, it, vi } from "vitest";
import * as v1 from "@/app/api/paste/route";
import * as gists from "@/app/api/v3/gists/route";
import * as legacy from "@/app/paste/route";
import { createFromCommandLine } from "@/lib/api/curl-door";
import { solvedCaptcha } from "@/lib/testing/captcha";
import { callRoute } from "@/lib/testing/http";

// CAPTCHA=all: the plain doors (PasteMyst's v2 and v1, curl's POST /, the Gist API) ask anonymous
// callers for a solved challenge too, each in its own error shape; the operator chose to break
// the published clients that cannot solve one (docs/operate/captcha.md).
const previous = vi.hoisted(() => {
  const value = process.env.CAPTCHA;
  process.env.CAPTCHA = "all";
  return value;
});
afterAll(() => {
  if (previous === undefined) delete process.env.CAPTCHA;
  else process.env.CAPTCHA = previous;
});

const withCaptcha = async () => ({ "X-Captcha": await solvedCaptcha() });

function curl(headers: Record<string, string> = {}) {
  return createFromCommandLine(
    new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "hi\n",
    }),
  );
}

describe("CAPTCHA=all", () => {
  it("the older APIs refuse an anonymous create without one in their own shape, and take one with it", async () => {
    const refused = await callRoute(legacy.POST, { body: { pasties: [{ code: "hi" }] } });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ statusMessage: expect.stringContaining("GET /api/v3/captcha") });
    expect((await callRoute(legacy.POST, { body: { pasties: [{ code: "hi" }] }, headers: await withCaptcha() })).status).toBe(200);
    expect((await callRoute(v1.POST, { body: { code: "hi" } })).status).toBe(403);
    expect((await callRoute(v1.POST, { body: { code: "hi" }, headers: await withCaptcha() })).status).toBe(200);
  });

  it("curl's POST / and the Gist API do too", async () => {
    const refused = await curl();
    expect(refused.status).toBe(403);
    expect(refused.body).toContain("X-Captcha");
    expect((await curl(await withCaptcha())).status).toBe(201);
    const gist = { public: true, files: { "a.txt": { content: "hi" } } };
    expect((await callRoute(gists.POST, { body: gist })).status).toBe(403);
    expect((await callRoute(gists.POST, { body: gist, headers: await withCaptcha() })).status).toBe(201);
  });
});
