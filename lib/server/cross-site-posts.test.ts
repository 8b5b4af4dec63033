import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerCurrentRequestWith } from "../http/request-context";
import { type LocalServer, serveLocally } from "../testing/local-server";
import { crossSitePostRefusal } from "./cross-site-posts";
import { withOperations } from "./pipeline";

// Page POSTs (server actions) on a real HTTP server, with a stand-in for Next.js: one from
// another site never reaches it, and an action's refusal goes out with the status it asked for.

let server: LocalServer;
const reached: string[] = [];

beforeAll(async () => {
  const fakeNext = async (req: IncomingMessage, res: ServerResponse) => {
    reached.push(`${req.method} ${req.url}`);
    // As the read-once page's open action does when the paste is gone: a value, and a status.
    if (req.url === "/gone") answerCurrentRequestWith(404);
    res.setHeader("Content-Type", "text/x-component");
    res.end("0:{}");
  };
  server = await serveLocally(
    withOperations(fakeNext, {
      trustedProxyHops: 0,
      security: { https: false, dev: false },
      pages: (path) => !path.startsWith("/api/"),
    }),
  );
});
afterAll(() => server.close());

const post = (path: string, headers: Record<string, string>) => fetch(`${server.base}${path}`, { method: "POST", headers, body: "[]" });

describe("a POST to a page", () => {
  it("from another site is answered 403 with a message, and never reaches Next.js", async () => {
    reached.length = 0;
    const fromElsewhere: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }, {}];
    for (const headers of fromElsewhere) {
      const answer = await post("/abcd1234", { "Next-Action": "an-action-id", ...headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(await answer.text()).toBe(crossSitePostRefusal);
    }
    expect(reached).toEqual([]);
  });

  it("from this site reaches Next.js, as do GETs and POSTs to the API from anywhere", async () => {
    reached.length = 0;
    expect((await post("/abcd1234", { Origin: server.base })).status).toBe(200);
    expect((await post("/abcd1234", { "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await fetch(`${server.base}/abcd1234`, { headers: { Origin: "https://evil.example" } })).status).toBe(200);
    expect((await post("/api/v3/pastes", { Origin: "https://evil.example" })).status).toBe(200);
    expect(reached).toEqual(["POST /abcd1234", "POST /abcd1234", "GET /abcd1234", "POST /api/v3/pastes"]);
  });

  it("goes out with the status its action asked for, and only its own request does", async () => {
    const [gone, other] = await Promise.all([post("/gone", { Origin: server.base }), post("/abcd1234", { Origin: server.base })]);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe("0:{}");
    expect(other.status).toBe(200);
  });
});
