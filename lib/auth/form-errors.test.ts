import { describe, expect, it } from "vitest";
import { usernameTaken } from "../users/create";
import { formErrorCode, formErrorMessage } from "./form-errors";
import { signInSchema, signUpSchema } from "./schema";

// ?error= on the sign-in and sign-up pages (issue 18, item 11): the forms send codes, the pages
// show known codes' messages and nothing else.

const failureOf = (schema: typeof signUpSchema | typeof signInSchema, input: object) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`${JSON.stringify(input)} passed`);
  return result.error;
};

describe("sign-in form errors", () => {
  it("show nothing for text that is not a known code", () => {
    for (const text of [
      "Your account is locked; call +1 555 0100",
      "Wrong username or password.",
      "constructor",
      "__proto__",
      "toString",
      "",
    ]) {
      expect(formErrorMessage(text), text).toBeUndefined();
    }
    expect(formErrorMessage(["wrong_credentials"])).toBeUndefined();
    expect(formErrorMessage(undefined)).toBeUndefined();
  });

  it("show the message of a known code, and one plain message for next-auth's codes", () => {
    expect(formErrorMessage("wrong_credentials")).toBe("Wrong username or password.");
    expect(formErrorMessage("OAuthCallback")).toBe("Signing in with the provider did not work. Please try again.");
  });

  it("have a code for every way sign-up and sign-in fail, which shows the same message", () => {
    const failures = [
      failureOf(signUpSchema, { username: "", password: "long enough pw" }),
      failureOf(signUpSchema, { username: "x".repeat(21), password: "long enough pw" }),
      failureOf(signUpSchema, { username: "a b", password: "long enough pw" }),
      failureOf(signUpSchema, { username: "..", password: "long enough pw" }),
      failureOf(signUpSchema, { username: "api", password: "long enough pw" }),
      failureOf(signUpSchema, { username: "fine", password: "short" }),
      failureOf(signUpSchema, { username: "fine", password: "x".repeat(257) }),
      failureOf(signInSchema, { username: " ", password: "x" }),
      failureOf(signInSchema, { username: "fine", password: "" }),
      usernameTaken(),
    ];
    for (const failure of failures) {
      const code = formErrorCode(failure);
      expect(code, failure.message).not.toBe("failed");
      expect(failure.message).toContain(formErrorMessage(code));
    }
    expect(formErrorCode(new Error("disk on fire"))).toBe("failed");
  });
});
