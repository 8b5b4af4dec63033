import { describe, expect, it } from "vitest";
import { openApiDocument } from "../api/openapi";
import { CAPTCHA_OPERATIONS } from "./openapi";

// The OpenAPI document tells a client which operations may ask for X-Captcha, beside their own
// headers; a listed operation that the document does not have (a typo, a route renamed) fails.

type Operation = { parameters?: { name: string; in: string }[] };

describe("X-Captcha in the OpenAPI document", () => {
  it("is a header of every operation that asks for it, beside the operation's own", () => {
    const paths = openApiDocument().paths as Record<string, Record<string, Operation>>;
    for (const operation of Object.keys(CAPTCHA_OPERATIONS)) {
      const [method, path] = operation.split(" ") as [string, string];
      const parameters = paths[path]?.[method]?.parameters ?? [];
      expect(parameters, operation).toContainEqual(expect.objectContaining({ name: "X-Captcha", in: "header" }));
    }
    expect(paths["/api/v3/pastes"]!.post!.parameters).toContainEqual(expect.objectContaining({ name: "Encryption-Key", in: "header" }));
    expect(paths["/api/v3/pastes/{pasteId}"]!.patch!.parameters).not.toContainEqual(expect.objectContaining({ name: "X-Captcha" }));
  });
});
