import { describe, expect, it } from "vitest";
import { languageSchema } from "../languages/schema";
import { createPasteInputSchema, pasteSchema } from "./schema";

// Imported alone, before anything OpenAPI: a bundler may evaluate the schema modules first, and
// the registry needs `.openapi()` on them (see lib/openapi/zod.ts).
describe("paste and language schemas", () => {
  it("carry .openapi() however the modules are ordered", () => {
    for (const schema of [pasteSchema, createPasteInputSchema, languageSchema]) {
      expect(typeof (schema as unknown as { openapi?: unknown }).openapi).toBe("function");
    }
  });

  it("apply create defaults", () => {
    expect(createPasteInputSchema.parse({ pasties: [{ content: "x" }] })).toEqual({
      expiresIn: "never",
      private: false,
      pinned: false,
      encrypted: false,
      tags: [],
      pasties: [{ content: "x" }],
    });
  });
});
