// Why a username is refused, as the API says it (English by rule: clients parse it) under the code
// a page words it by (the catalogues' account.errors). Its own file, free of imports, so the
// browser's username check can tell which problem the API named and say it in the reader's words.

export const USERNAME_PROBLEMS = {
  username_required: "A username is required.",
  username_too_long: "A username has at most 20 characters.",
  username_characters: "A username may only contain letters, digits, '.', '_' and '-'.",
  username_dots: "A username cannot be made of dots only.",
  username_reserved: "That username is reserved.",
  username_taken: "That username is already taken.",
} as const;

export type UsernameProblem = keyof typeof USERNAME_PROBLEMS;

/** The code of one of the API's username messages; undefined for any other text. */
export function usernameProblemOf(message: string): UsernameProblem | undefined {
  return (Object.keys(USERNAME_PROBLEMS) as UsernameProblem[]).find((code) => USERNAME_PROBLEMS[code] === message);
}
