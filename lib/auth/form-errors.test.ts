import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import english from "../i18n/messages/en/account.json";
import { usernameTaken } from "../users/create";
import { FORM_ERROR_CODES, formErrorCode, formErrorMessages, formErrorValues, knownFormError } from "./form-errors";
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
      expect(knownFormError(text), text).toBeUndefined();
    }
    expect(knownFormError(["wrong_credentials"])).toBeUndefined();
    expect(knownFormError(undefined)).toBeUndefined();
  });

  it("show the message of a known code, and one plain message for next-auth's codes", () => {
    expect(knownFormError("wrong_credentials")).toBe("wrong_credentials");
    expect(knownFormError("OAuthCallback")).toBe("provider_failed");
  });

  it("read in English as the server words them, every code in the catalogue", () => {
    const t = createTranslator({ locale: "en", messages: { account: english }, namespace: "account.errors" });
    for (const code of FORM_ERROR_CODES) expect(t(code, formErrorValues), code).toBe(formErrorMessages[code]);
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
      expect(failure.message).toContain(formErrorMessages[code]);
    }
    expect(formErrorCode(new Error("disk on fire"))).toBe("failed");
  });
});
