import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, notFound } from "../core/errors";
import { callRoute } from "../testing/http";
import { route } from "./route";

const echo = route(
  {
    params: z.object({ id: z.string().regex(/^[a-z0-9]{8}$/) }),
    query: z.object({ page: z.coerce.number().int().min(0).default(0) }),
    body: z.object({ title: z.string().max(5), kind: z.enum(["a", "b"]) }),
    maxBodyBytes: 64,
  },
  async ({ params, query, body }) => ({ id: params.id, page: query.page, title: body.title }),
);

const valid = { params: { id: "abcd1234" }, path: "/x?page=2", body: { title: "hi", kind: "a" } };

describe("the route wrapper", () => {
  it("hands validated input to the handler and answers JSON 200", async () => {
    const result = await callRoute(echo, valid);
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toMatch(/application\/json/);
    expect(result.json).toEqual({ id: "abcd1234", page: 2, title: "hi" });
  });

  it.each([
    ["malformed JSON", { ...valid, body: "{not json", headers: { "Content-Type": "application/json" } }, /not valid JSON/],
    ["an empty body", { ...valid, body: "" }, /body is required/],
    ["a wrong type", { ...valid, body: { title: 5, kind: "a" } }, /^title: /],
    ["an unknown enum value", { ...valid, body: { title: "x", kind: "c" } }, /^kind: /],
    ["a too long value", { ...valid, body: { title: "toolong", kind: "a" } }, /^title: /],
    ["a bad path parameter", { ...valid, params: { id: "NOPE" } }, /^id: /],
    ["a bad query value", { ...valid, path: "/x?page=-1" }, /^page: /],
  ])("answers 400 with a message for %s", async (_, options, message) => {
    const result = await callRoute(echo, { method: "POST", ...options });
    expect(result.status).toBe(400);
    expect(result.json).toEqual({ statusCode: 400, message: expect.stringMatching(message) });
  });

  it.each([
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json; charset=utf-16",
    "application/jsonx",
    undefined,
  ])("refuses a JSON body sent as %s with 415 (v3)", async (type) => {
    const result = await callRoute(echo, {
      ...valid,
      method: "POST",
      body: JSON.stringify(valid.body),
      headers: type ? { "Content-Type": type } : {},
    });
    expect(result.status).toBe(415);
    expect(result.json).toEqual({ statusCode: 415, message: expect.stringContaining("application/json") });
  });

  it.each(["application/json", "Application/JSON; charset=UTF-8", 'application/json; charset="utf-8"', "application/vnd.myst+json"])(
    "takes a JSON body sent as %s",
    async (type) => {
      const result = await callRoute(echo, {
        ...valid,
        method: "POST",
        body: JSON.stringify(valid.body),
        headers: { "Content-Type": type },
      });
      expect(result.status).toBe(200);
    },
  );

  it("lets the older interfaces take JSON whatever its Content-Type says", async () => {
    const legacy = route({ errors: "legacy", body: z.object({ title: z.string() }) }, async ({ body }) => body);
    const result = await callRoute(legacy, { method: "POST", body: '{"title":"x"}', headers: { "Content-Type": "text/plain" } });
    expect(result.status).toBe(200);
  });

  it("refuses an oversized body with 413 before parsing it", async () => {
    const result = await callRoute(echo, { ...valid, body: JSON.stringify({ title: "x".repeat(100), kind: "a" }) });
    expect(result.status).toBe(413);
    expect(result.json).toMatchObject({ statusCode: 413 });
  });

  it("maps domain errors to their status, in the legacy shape where asked", async () => {
    const legacy = route({ errors: "legacy" }, async () => {
      throw notFound("That paste does not exist.");
    });
    const result = await callRoute(legacy);
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ statusMessage: "That paste does not exist." });

    const limited = route({}, async () => {
      throw new AppError("rate_limited", "Slow down.", { "Retry-After": "3" });
    });
    const throttled = await callRoute(limited);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toBe("3");
  });

  it("answers 500 without internals for an unexpected failure, naming the request id", async () => {
    const broken = route({}, async () => {
      throw new Error("secret internal detail at /srv/db");
    });
    const result = await callRoute(broken, { headers: { "x-request-id": "req-12345678" } });
    expect(result.status).toBe(500);
    expect(result.text).not.toMatch(/secret internal detail|\/srv\/db/);
    expect(result.json).toEqual({ statusCode: 500, message: expect.stringContaining("req-12345678") });
  });

  it("answers 503 when the database cannot be reached", async () => {
    const down = route({}, async () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    });
    const result = await callRoute(down);
    expect(result.status).toBe(503);
    expect(result.headers.get("retry-after")).toBeTruthy();
  });

  it("answers 507 in the surface's shape when the storage is full or read-only", async () => {
    // As the database reported it on a full tmpfs (lib/server/storage.embedded.server-test.ts).
    const diskFull = Object.assign(new Error("Raw query failed. Code: `53100`."), {
      code: "P2010",
      meta: {
        driverAdapterError: {
          cause: { kind: "postgres", code: "53100", message: 'could not extend file "base/5/16542": No space left on device' },
        },
      },
    });
    const full = await callRoute(route({}, async () => Promise.reject(diskFull)));
    expect(full.status).toBe(507);
    expect(full.json).toEqual({ statusCode: 507, message: expect.stringMatching(/^The server has run out of storage space/) });
    const readOnly = Object.assign(new Error("EROFS: read-only file system, open '/data/x'"), { code: "EROFS" });
    const legacy = await callRoute(route({ errors: "legacy" }, async () => Promise.reject(readOnly)));
    expect(legacy.status).toBe(507);
    expect(legacy.json).toEqual({ statusMessage: expect.stringMatching(/^The server's storage is read-only/) });
  });
});
