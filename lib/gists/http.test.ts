import { describe, expect, it } from "vitest";
import { isGistApiPath } from "./http";

// Which paths answer errors in GitHub's shape whoever asks: the malformed-path fuzz case picks
// routes at random, so the paths under /user and /rate_limit are pinned here.

describe("the Gist API's own paths", () => {
  it("are the gist routes, the caller, the rate limit, a user's gists, and what lies under them", () => {
    for (const path of [
      "/api/v3/gists",
      "/api/v3/gists/abc/star",
      "/api/v3/user",
      "/api/v3/user/%ff",
      "/api/v3/rate_limit",
      "/api/v3/rate_limit/x",
      "/api/v3/users/alice/gists",
      "/api/v3/users/alice/gists/1",
    ])
      expect(isGistApiPath(path), path).toBe(true);
  });

  it("are not Myst's own, a user's included", () => {
    for (const path of [
      "/api/v3/users/alice",
      "/api/v3/users/alice/pastes",
      "/api/v3/username_available",
      "/api/v3/gistsx",
      "/api/v3/userx",
      "/api/v3/pastes/gists",
    ])
      expect(isGistApiPath(path), path).toBe(false);
  });
});
