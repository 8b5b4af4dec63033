import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { createPaste } from "../pastes/mutations";
import { createPasteInputSchema } from "../pastes/schema";
import { createTestToken, createTestUser } from "../testing/actors";
import { matchDirectRoute, withDirectRoutes } from "./direct-routes";

// The reads the server hands straight to their route handlers, on a real HTTP server whose
// stand-in for Next.js answers 418 with the path it was given, so a test sees who answered.

let server: Server;
let base = "";
let publicPaste: { id: string; pastyId: string };
let privatePaste: { id: string; token: string };

beforeAll(async () => {
  const fakeNext = async (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(418, { "Content-Type": "text/plain" }).end(`next.js: ${req.method} ${req.url}`);
  };
  server = createServer(withDirectRoutes(fakeNext));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const created = await createPaste(
    anonymous,
    createPasteInputSchema.parse({ title: "Direct", pasties: [{ title: "a.py", content: "print('direct')", language: "Python" }] }),
    null,
  );
  publicPaste = { id: created.id, pastyId: created.pasties[0]!.id };
  const owner = await createTestUser({ username: "directowner" });
  const token = await createTestToken(owner.id, ["paste:read"]);
  const secret = await createPaste(
    sessionCaller({ id: owner.id, username: owner.username, isAdmin: false }),
    createPasteInputSchema.parse({ private: true, pasties: [{ content: "owner only" }] }),
    null,
  );
  privatePaste = { id: secret.id, token };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("reads answered by their route handlers", () => {
  it("a paste through v3, v2 and the unversioned API, and a pasty's raw text", async () => {
    const v3 = await fetch(`${base}/api/v3/pastes/${publicPaste.id}`);
    expect(v3.status).toBe(200);
    expect(v3.headers.get("etag")).toMatch(/^"/);
    expect(((await v3.json()) as { title: string }).title).toBe("Direct");

    for (const path of [`/api/v2/paste/${publicPaste.id}`, `/paste/${publicPaste.id}`]) {
      const legacy = await fetch(`${base}${path}`);
      expect(legacy.status, path).toBe(200);
      expect(((await legacy.json()) as { pasties: { code: string }[] }).pasties[0]!.code, path).toBe("print('direct')");
    }

    const raw = await fetch(`${base}/raw/${publicPaste.id}/${publicPaste.pastyId}`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await raw.text()).toBe("print('direct')");
  });

  it("keeps the handlers' rules: who may read, the error shapes, If-None-Match", async () => {
    const hidden = await fetch(`${base}/api/v3/pastes/${privatePaste.id}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ statusCode: 404, message: expect.any(String) });
    const asOwner = await fetch(`${base}/api/v3/pastes/${privatePaste.id}`, { headers: { Authorization: `Bearer ${privatePaste.token}` } });
    expect(asOwner.status).toBe(200);
    const badToken = await fetch(`${base}/api/v3/pastes/${publicPaste.id}`, { headers: { Authorization: "Bearer nope" } });
    expect(badToken.status).toBe(401);

    const first = await fetch(`${base}/api/v3/pastes/${publicPaste.id}`);
    const again = await fetch(`${base}/api/v3/pastes/${publicPaste.id}`, { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("answers HEAD with GET's status and headers and no body", async () => {
    const head = await fetch(`${base}/raw/${publicPaste.id}/${publicPaste.pastyId}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await head.text()).toBe("");
  });

  it("leaves every other method and path to Next.js", async () => {
    for (const [method, path] of [
      ["POST", "/api/v3/pastes"],
      ["DELETE", `/api/v3/pastes/${publicPaste.id}`],
      ["GET", `/api/v3/pastes/${publicPaste.id}/stats`],
      ["GET", `/raw/${publicPaste.id}/${publicPaste.pastyId}/`],
      ["GET", `/${publicPaste.id}`],
    ] as const) {
      const response = await fetch(`${base}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(418);
      expect(await response.text()).toBe(`next.js: ${method} ${path}`);
    }
  });
});

describe("matchDirectRoute", () => {
  it("decodes parameters as Next.js does and leaves malformed escapes and empty segments alone", () => {
    expect(matchDirectRoute("/api/v3/pastes/ab%2Ecd?x=1")?.params).toEqual({ pasteId: "ab.cd" });
    expect(matchDirectRoute("/api/v3/pastes/abc.zip")?.params).toEqual({ pasteId: "abc.zip" });
    expect(matchDirectRoute("/api/v3/pastes/%E0%A4%A")).toBeUndefined();
    expect(matchDirectRoute("/raw//x")).toBeUndefined();
    expect(matchDirectRoute("/api/v3/pastes")).toBeUndefined();
  });
});
