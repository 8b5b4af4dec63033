import { describe, expect, it } from "vitest";
import { createTestSessionHeaders, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { GET as readSettings } from "../api/v3/settings/route";
import { POST } from "./route";

// The footer's language switcher as a browser posts it (without JavaScript): a 303 back to the
// page, the choice in the language cookie, and in the saved setting where one would outrank it.

const sameOrigin = { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" };
const choose = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  callRoute(POST, { method: "POST", headers: { ...sameOrigin, ...headers }, body: new URLSearchParams(fields).toString() });

describe("the language switcher", () => {
  it("keeps an anonymous reader's choice in a cookie and goes back to the same page", async () => {
    const result = await choose({ language: "de", back: "/abcdefgh" });
    expect(result.status).toBe(303);
    expect(result.headers.get("location")).toBe("/abcdefgh");
    expect(result.headers.get("set-cookie")).toMatch(/^myst-lang=de; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000/);
  });

  it("forgets the cookie when the browser's language is chosen again", async () => {
    const result = await choose({ language: "auto", back: "/" });
    expect(result.headers.get("set-cookie")).toMatch(/^myst-lang=; .*Max-Age=0/);
  });

  it("never sends the reader to another site, and refuses a language it does not offer", async () => {
    expect((await choose({ language: "fr", back: "//evil.example/" })).headers.get("location")).toBe("/");
    for (const language of ["klingon", "en-XA", "de; Domain=evil.example"]) {
      const refused = await choose({ language, back: "/" });
      expect(refused.status).toBe(303);
      expect(refused.headers.get("set-cookie"), language).toBeNull();
    }
  });

  it("is refused from another site's form", async () => {
    const result = await choose({ language: "de", back: "/" }, { Origin: "https://evil.example" });
    expect(result.headers.get("set-cookie")).toBeNull();
  });

  it("saves a signed-in reader's choice as their setting, which the settings API answers", async () => {
    const user = await createTestUser();
    const session = await createTestSessionHeaders(user.id);
    const result = await choose({ language: "ja", back: "/settings" }, session);
    expect(result.headers.get("location")).toBe("/settings");
    expect((await callRoute(readSettings, { headers: session })).json).toMatchObject({ language: "ja" });
    // Another account's setting is untouched.
    const other = await createTestSessionHeaders((await createTestUser()).id);
    expect((await callRoute(readSettings, { headers: other })).json).toMatchObject({ language: "auto" });
  });
});
