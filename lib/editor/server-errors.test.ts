import { describe, expect, it } from "vitest";
import { fieldForServerError, readServerError } from "./server-errors";

const keys = ["a", "b", "c"];
const field = (statusCode: number, message: string) => fieldForServerError({ statusCode, message }, keys);

describe("fieldForServerError", () => {
  it("places validation messages by their path, pasties by position", () => {
    expect(field(400, "title: A title has at most 128 characters.")).toEqual({
      field: "title",
      message: "A title has at most 128 characters.",
    });
    expect(field(400, "pasties.2.title: A pasty title has at most 50 characters.")).toEqual({
      field: "pasty:c:title",
      message: "A pasty title has at most 50 characters.",
    });
    expect(field(400, "pasties.0.content: Invalid input")).toEqual({ field: "pasty:a:content", message: "Invalid input" });
    expect(field(400, "pasties: A paste needs at least one pasty.").field).toBe("pasties");
    expect(field(400, "pasties.9.title: too long").field).toBe("pasties");
    expect(field(400, 'expiresIn: Invalid option: expected one of "never"|"1h"').field).toBe("expiresIn");
    expect(field(400, "private: Invalid input: expected boolean").field).toBe("flags");
  });

  it("recognises the domain's messages", () => {
    expect(field(400, "Missing encryption key.").field).toBe("password");
    expect(field(400, "Invalid encryption key.").field).toBe("password");
    expect(field(400, "A paste has at most 20 tags.").field).toBe("tags");
    expect(field(400, "A tag has at most 32 characters.").field).toBe("tags");
    expect(field(400, "An anonymous paste cannot have tags.").field).toBe("tags");
    expect(field(400, "A paste cannot be both pinned and private.").field).toBe("flags");
    expect(field(400, "An anonymous paste cannot be private.").field).toBe("flags");
    expect(field(413, "The paste content is larger than 2097152 bytes.").field).toBe("content");
    expect(field(413, "The request body is larger than 3145728 bytes.").field).toBe("content");
  });

  it("keeps everything else for the form-level alert", () => {
    expect(field(404, "The language was not found.")).toEqual({ field: "form", message: "The language was not found." });
    expect(field(401, "Pinned, private and tagged pastes need a login.").field).toBe("form");
    expect(field(429, "Too many requests. Try again in 12 seconds.").field).toBe("form");
    expect(field(403, "Only the owner of this paste can change it.").field).toBe("form");
    expect(field(400, "The request body is not valid JSON.").field).toBe("form");
  });
});

describe("readServerError", () => {
  const words = { tooLarge: "Der Paste ist zu groß.", failed: (status: number) => `Nicht gespeichert (HTTP ${status}).` };

  it("reads the v3 error body", async () => {
    const response = new Response(JSON.stringify({ statusCode: 400, message: "Invalid encryption key." }), { status: 400 });
    expect(await readServerError(response, words)).toEqual({ statusCode: 400, message: "Invalid encryption key." });
  });

  it("describes answers that are not the API's in the reader's words", async () => {
    expect(await readServerError(new Response("<html>bad gateway</html>", { status: 502 }), words)).toEqual({
      statusCode: 502,
      message: "Nicht gespeichert (HTTP 502).",
    });
    expect((await readServerError(new Response("", { status: 413 }), words)).message).toBe("Der Paste ist zu groß.");
  });
});
