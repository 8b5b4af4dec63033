import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type Caller, scopes } from "../auth/caller";
import { createTestUser } from "../testing/actors";
import { gitRoot, pasteRepository } from "./git-repository";
import { createPaste, editPaste } from "./mutations";
import { createPasteInputSchema } from "./schema";

// git clone of a paste whose oldest edits were folded (issue 40, item 2): the repository holds the
// kept versions and the current one, read one at a time, and its first commit says older ones
// are not kept rather than claiming to be the paste as created.

const dataDir = vi.hoisted(() => {
  process.env.MAX_EDITS_PER_PASTE = "3";
  const dir = `${process.env.TMPDIR ?? "/tmp"}/myst-git-repository-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the repository of a paste with a folded history", () => {
  it("has one commit per kept version and the current one, the first saying older ones are not kept", async () => {
    const user = await createTestUser();
    const owner: Caller = {
      kind: "user",
      user: { id: user.id, username: user.username, isAdmin: false },
      scopes: new Set(scopes),
      via: "token",
      tokenExpiresAt: null,
    };
    const written = await createPaste(
      owner,
      createPasteInputSchema.parse({ title: "notes", pasties: [{ title: "a.txt", content: "v0" }] }),
      null,
    );
    for (let version = 1; version <= 5; version++) {
      await editPaste(owner, written.id, { title: "notes", pasties: [{ id: written.pasties[0]!.id, content: `v${version}` }] }, null);
    }
    const name = await pasteRepository(owner, written.id);
    const git = (...args: string[]) => execFileSync("git", ["--git-dir", join(gitRoot(), name), ...args], { encoding: "utf8" }).trim();
    // Edits 3 to 5 are kept (versions 2 to 4), then the current version 5.
    const contents = git("log", "--reverse", "--format=%H")
      .split("\n")
      .map((commit) => git("show", `${commit}:a.txt`));
    expect(contents).toEqual(["v2", "v3", "v4", "v5"]);
    expect(git("log", "-1", "--format=%B", "HEAD~3")).toContain("after 2 edits; older versions are not kept");
  });
});
