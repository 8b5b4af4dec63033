import { describe, expect, it } from "vitest";
import { usernameTaken } from "./create";
import { usernameSchema } from "./username";
import { USERNAME_PROBLEMS, usernameProblemOf } from "./username-problems";

// The browser's username check says why a name is refused in the reader's words: it knows the
// API's reason by its English sentence (issue 45), so every reason the API gives must be one it knows.

const refusal = (name: string) => usernameSchema.safeParse(name).error?.issues[0]?.message ?? "";

describe("a refused username's reason", () => {
  it("is one the page words, for every way a name is refused", () => {
    const reasons = [refusal(""), refusal("x".repeat(21)), refusal("a b"), refusal(".."), refusal("api"), usernameTaken().message];
    expect(reasons.map(usernameProblemOf)).toEqual([
      "username_required",
      "username_too_long",
      "username_characters",
      "username_dots",
      "username_reserved",
      "username_taken",
    ]);
  });

  it("is nothing the page words when the text is not one of the API's own", () => {
    for (const text of ["", "constructor", "__proto__", "That username is taken", USERNAME_PROBLEMS.username_taken.toUpperCase()]) {
      expect(usernameProblemOf(text), text).toBeUndefined();
    }
  });
});
