import { describe, expect, it } from "vitest";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { api } from "../v3/pastes/test-client";
import { GET, POST } from "./route";

// The v1 API as the oldest clients call it: URI-encoded `code`, form or JSON bodies, `?id=`.

const text = "Grüße, 世界 — naïve café 🎉\nline 2 & 100% + more";

const read = (id: string, headers?: Record<string, string>) => callRoute(GET, { path: `/api/paste?id=${id}`, headers });

describe("the v1 API", () => {
  it("creates from a form body and reads back the same paste, non-ASCII text URI-encoded both ways", async () => {
    const before = Math.floor(Date.now() / 1000);
    const created = await callRoute(POST, {
      path: "/api/paste",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ code: encodeURIComponent(text), expiresIn: "1d", language: "Python" }).toString(),
    });
    expect(created.status, created.text).toBe(200);
    expect(created.json).toEqual({
      id: expect.stringMatching(/^[a-z0-9]{8}$/),
      createdAt: expect.any(Number),
      code: encodeURIComponent(text),
      expiresIn: "1d",
      language: "Python",
    });
    const paste = created.json as { id: string; createdAt: number };
    expect(paste.createdAt).toBeGreaterThanOrEqual(before);

    const again = await read(paste.id);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(paste);
    expect(decodeURIComponent((again.json as { code: string }).code)).toBe(text);
    // The same paste through v3: the text stored as it was written, not encoded.
    expect((await api.get(paste.id)).json).toMatchObject({ ownerId: null, pasties: [{ content: text, language: "Python" }] });
  });

  it("takes JSON and multipart bodies too; language defaults to autodetect, expiry to never", async () => {
    const json = await callRoute(POST, { path: "/api/paste", body: { code: "hello%20world" } });
    expect(json.json).toMatchObject({ code: "hello%20world", expiresIn: "never", language: "Plain Text" });

    const form = new FormData();
    form.set("code", encodeURIComponent(text));
    form.set("language", "Plain Text");
    const multipartRequest = new Request("http://localhost/api/paste", { method: "POST", body: form });
    const multipart = await callRoute(POST, {
      path: "/api/paste",
      headers: { "Content-Type": multipartRequest.headers.get("content-type")! },
      body: new Uint8Array(await multipartRequest.arrayBuffer()),
    });
    expect(multipart.status, multipart.text).toBe(200);
    expect(multipart.json).toMatchObject({ code: encodeURIComponent(text), language: "Plain Text" });
  });

  it("is anonymous only: a token does not make the paste its user's, a bad one is 401", async () => {
    const token = await createTestToken((await createTestUser()).id, ["paste"]);
    const created = await callRoute(POST, { path: "/api/paste", body: { code: "x" }, headers: { Authorization: token } });
    expect((await api.get((created.json as { id: string }).id)).json).toMatchObject({ ownerId: null });
    expect((await callRoute(POST, { path: "/api/paste", body: { code: "x" }, headers: { Authorization: "garbage" } })).status).toBe(401);
  });

  it("reads public pastes only, with the first pasty", async () => {
    const token = await createTestToken((await createTestUser()).id, ["paste"]);
    const two = await api.create({ pasties: [{ content: "first", language: "Rust" }, { content: "second" }] });
    expect((await read((two.json as { id: string }).id)).json).toMatchObject({ code: "first", language: "Rust" });

    const hidden = await api.create({ private: true, pasties: [{ content: "secret" }] }, { token });
    const answer = await read((hidden.json as { id: string }).id, { Authorization: token });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain("secret");
    const encrypted = await api.create(
      { encrypted: true, pasties: [{ content: "sealed" }] },
      { token, headers: { "Encryption-Key": "k" } },
    );
    expect((await read((encrypted.json as { id: string }).id)).status).toBe(404);
    expect((await read("zzzzzzzz")).json).toEqual({ statusMessage: expect.any(String) });
  });

  it("refuses bad input with 400 in the v2 shape", async () => {
    for (const body of [{}, { code: "%E0%A4%A" }, { code: "x", language: "Klingon++" }, { code: "x", expiresIn: "3h" }, "{oops"]) {
      const answer = await callRoute(POST, { path: "/api/paste", body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json).toEqual({ statusMessage: expect.any(String) });
    }
    expect((await callRoute(POST, { path: "/api/paste", body: { code: "x", language: "nope" } })).json).toEqual({
      statusMessage: "invalid language value.",
    });
    expect((await callRoute(GET, { path: "/api/paste" })).status).toBe(400);
  });
});
