import { type IncomingMessage, request, type ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerCurrentRequestWith } from "../http/request-context";
import { type LocalServer, serveLocally } from "../testing/local-server";
import { crossSitePostRefusal } from "./cross-site-posts";
import { isCommandLinePost } from "./curl-door";
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
      // A stand-in for the command line's door (lib/api/curl-door.ts), with the real decision.
      commandLinePosts: async (req, res) => {
        if (!isCommandLinePost(req)) return false;
        res.end("curl's door");
        return true;
      },
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

describe("a POST to the front page", () => {
  it("without a browser's marks is the command line's, whatever its cookies or body type", async () => {
    reached.length = 0;
    const commandLines: Record<string, string>[] = [
      { "Content-Type": "application/x-www-form-urlencoded" },
      { "Content-Type": "multipart/form-data; boundary=x", Cookie: "a-victim's=session" },
    ];
    for (const headers of commandLines) {
      // Node.js's http client, as curl: no Sec-Fetch-Mode, which Node.js's fetch adds (and is let through too).
      const answer = await new Promise<string>((resolve, reject) => {
        const url = new URL(`${server.base}/?expires=1d`);
        const req = request(url, { method: "POST", headers }, (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => resolve(text));
        });
        req.on("error", reject);
        req.end("text");
      });
      expect(answer, JSON.stringify(headers)).toBe("curl's door");
    }
    expect(await (await post("/", {})).text()).toBe("curl's door");
    expect(reached).toEqual([]);
  });

  it("from a browser keeps today's rules: another site's form is refused, this site's reaches Next.js", async () => {
    reached.length = 0;
    const fromElsewhere: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
      { Accept: "text/html,application/xhtml+xml" },
      { "Next-Action": "an-action-id" },
    ];
    for (const headers of fromElsewhere) expect((await post("/", headers)).status, JSON.stringify(headers)).toBe(403);
    expect((await post("/", { Origin: server.base, "Next-Action": "an-action-id" })).status).toBe(200);
    expect((await post("/abcd1234", {})).status).toBe(403);
    expect(reached).toEqual(["POST /"]);
  });
});
