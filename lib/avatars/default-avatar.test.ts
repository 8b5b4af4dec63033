import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signUpLocally } from "../auth/local";
import { createUserForPendingLogin } from "../auth/provider-login";
import { db } from "../db/client";
import { createTestUser } from "../testing/actors";
import { getUserDto } from "../users/queries";
import { renderDefaultAvatar } from "./default-avatar";

// Every way a user comes to exist (local sign-up, provider sign-up, the admin command and the
// test fixtures all go through createUser) leaves them with their generated avatar.

async function storedAvatar(userId: string) {
  return db().avatar.findUnique({ where: { userId } });
}

describe("default avatars", () => {
  it("are created with the user, in the same transaction, by local and provider sign-up", async () => {
    const local = await signUpLocally({ username: "Avatar.Local", password: "correct horse" });
    const provider = await createUserForPendingLogin(
      { provider: "oidc", providerAccountId: "sub-avatar", suggestedUsername: "x" },
      "Avatar.Provider",
    );
    for (const user of [local, provider]) {
      const avatar = await storedAvatar(user.id);
      expect(avatar).toMatchObject({ userId: user.id, mimeType: "image/png", id: expect.stringMatching(/^[a-z0-9]{8}$/) });
      // The identicon of the user id, byte for byte.
      expect(Buffer.from(avatar!.data).equals(Buffer.from((await renderDefaultAvatar(user.id)).data))).toBe(true);
      expect((await getUserDto(user.id)).avatarId).toBe(avatar!.id);
    }
  });

  it("are not left behind when creating the user fails", async () => {
    await createTestUser({ username: "Taken.Name" });
    const before = await db().avatar.count();
    await expect(createTestUser({ username: "taken.name" })).rejects.toMatchObject({ status: 409 });
    expect(await db().avatar.count()).toBe(before);
  });

  it("are given to users from before avatars existed when they are first shown", async () => {
    const user = await createTestUser();
    await db().avatar.delete({ where: { userId: user.id } });
    const [first, second] = await Promise.all([getUserDto(user.id), getUserDto(user.id)]);
    expect(first.avatarId).toMatch(/^[a-z0-9]{8}$/);
    expect(second.avatarId).toBe(first.avatarId);
    const avatar = await storedAvatar(user.id);
    expect(avatar?.id).toBe(first.avatarId);
    expect(await sharp(avatar!.data).metadata()).toMatchObject({ format: "png", width: 256, height: 256 });
  });
});
