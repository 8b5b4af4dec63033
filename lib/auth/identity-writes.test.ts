import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PATCH as changeAvatar } from "@/app/api/v3/settings/avatar/route";
import { DELETE as deleteToken } from "@/app/api/v3/auth/self/access_tokens/[id]/route";
import { GET as self } from "@/app/api/v3/auth/self/route";
import { GET as readSettings, PATCH as changeSettings } from "@/app/api/v3/settings/route";
import { GET as readUserSettings, PATCH as changeUserSettings } from "@/app/api/v3/settings/user/route";
import { PATCH as rename } from "@/app/api/v3/settings/username/route";
import { DELETE as deleteUser } from "@/app/api/v3/users/[username]/route";
import { POST as signOut } from "@/app/auth/logout/route";
import { createTestSessionHeaders, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";
import { findSignedIn } from "./sessions";
import { createAccessToken } from "./tokens";

// Tokens, sessions and settings are looked up once and then kept a few seconds in memory
// (identity-cache.ts). Each write a user makes through the API must show on their very next
// request, although that request's identity was just read and kept.

async function signedInUser() {
  const user = await createTestUser();
  const { id: tokenId, accessToken } = await createAccessToken(user.id, {
    scopes: ["paste", "user", "user:access_tokens"],
    expiresIn: "never",
  });
  const browser = await createTestSessionHeaders(user.id);
  // Both read once, so both are kept in memory from here on.
  expect((await callRoute(self, { token: accessToken })).status).toBe(200);
  expect((await callRoute(readSettings, { headers: browser })).status).toBe(200);
  return { user, tokenId, accessToken, browser };
}

describe("every write shows on the next request", () => {
  it("a revoked token is refused at once", async () => {
    const { tokenId, accessToken, browser } = await signedInUser();
    const revoked = await callRoute(deleteToken, {
      method: "DELETE",
      path: `/api/v3/auth/self/access_tokens/${tokenId}`,
      params: { id: tokenId },
      headers: browser,
    });
    expect(revoked.status).toBe(204);
    expect((await callRoute(self, { token: accessToken })).json).toEqual({ statusCode: 401, message: "The access token is not valid." });
  });

  it("a signed-out session is refused at once", async () => {
    const { browser } = await signedInUser();
    expect((await callRoute(self, { headers: browser })).status).toBe(200);
    const out = await callRoute(signOut, {
      method: "POST",
      path: "/auth/logout",
      body: "",
      headers: { ...browser, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(out.status).toBe(303);
    expect((await callRoute(self, { headers: browser })).status).toBe(401);
  });

  it("a rename shows through the token and the session at once", async () => {
    const { user, accessToken, browser } = await signedInUser();
    const renamed = `${user.username.slice(0, 12)}r2`;
    const answer = await callRoute(rename, {
      method: "PATCH",
      path: "/api/v3/settings/username",
      body: { username: renamed },
      token: accessToken,
    });
    expect(answer.status).toBe(200);
    expect((await callRoute(self, { token: accessToken })).json).toMatchObject({ username: renamed });
    expect((await callRoute(self, { headers: browser })).json).toMatchObject({ username: renamed });
  });

  it("a settings change shows to the token, the session and the pages at once", async () => {
    const { accessToken, browser } = await signedInUser();
    const sessionToken = browser.Cookie!.replace("myst_session=", "");
    expect((await findSignedIn(sessionToken))?.settings).toEqual({});
    const changed = await callRoute(changeSettings, {
      method: "PATCH",
      path: "/api/v3/settings",
      body: { theme: "light", textWrap: false },
      headers: browser,
    });
    expect(changed.status).toBe(200);
    expect((await callRoute(readSettings, { token: accessToken })).json).toMatchObject({ theme: "light", textWrap: false });
    expect((await callRoute(readSettings, { headers: browser })).json).toMatchObject({ theme: "light", textWrap: false });
    // What pageSettings renders a signed-in page with.
    expect((await findSignedIn(sessionToken))?.settings).toMatchObject({ theme: "light", textWrap: false });
  });

  it("a profile setting change shows at once", async () => {
    const { accessToken } = await signedInUser();
    expect((await callRoute(readUserSettings, { token: accessToken })).json).toEqual({ showAllPastesOnProfile: true });
    const changed = await callRoute(changeUserSettings, { method: "PATCH", body: { showAllPastesOnProfile: false }, token: accessToken });
    expect(changed.status).toBe(200);
    expect((await callRoute(readUserSettings, { token: accessToken })).json).toEqual({ showAllPastesOnProfile: false });
  });

  it("a new avatar shows in the signed-in header at once", async () => {
    const { accessToken, browser } = await signedInUser();
    const sessionToken = browser.Cookie!.replace("myst_session=", "");
    const before = (await findSignedIn(sessionToken))?.avatarId;
    expect(before).toMatch(/^[a-z0-9]{8}$/);
    const form = new FormData();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#a37" } })
      .png()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "avatar.png");
    const encoded = new Request("http://localhost/", { method: "POST", body: form });
    const changed = await callRoute(changeAvatar, {
      method: "PATCH",
      path: "/api/v3/settings/avatar",
      body: new Uint8Array(await encoded.arrayBuffer()),
      headers: { "Content-Type": encoded.headers.get("content-type")! },
      token: accessToken,
    });
    expect(changed.status).toBe(200);
    const { avatarId } = changed.json as { avatarId: string };
    expect(avatarId).not.toBe(before);
    // What the header shows the signed-in person.
    expect((await findSignedIn(sessionToken))?.avatarId).toBe(avatarId);
  });

  it("a deleted user's token and session are refused at once", async () => {
    const { user, accessToken, browser } = await signedInUser();
    const deleted = await callRoute(deleteUser, {
      method: "DELETE",
      path: `/api/v3/users/${user.username}`,
      params: { username: user.username },
      token: accessToken,
    });
    expect(deleted.status).toBe(204);
    expect((await callRoute(self, { token: accessToken })).status).toBe(401);
    expect((await callRoute(self, { headers: browser })).status).toBe(401);
    expect((await callRoute(readSettings, { token: accessToken })).status).toBe(401);
  });
});
