import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPaste } from "../pastes/mutations";
import { countActivePastes } from "../pastes/queries";
import { createPasteInputSchema } from "../pastes/schema";
import { anonymous } from "../auth/caller";
import { countActivePastesWith } from "../metrics/registry";
import { createRouteLabeler } from "../metrics/route-label";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { type LocalServer, serveLocally } from "../testing/local-server";
import { withOperations } from "./pipeline";

// The custom server's own work, on a real HTTP server with a stand-in for Next.js that reports
// what it was handed.

let server: LocalServer;
let base = "";
const seen: IncomingMessage[] = [];
const metricsToken = "a-metrics-token-for-tests";

const labeler = createRouteLabeler({
  staticRoutes: [
    { page: "/", regex: "^/(?:/)?$" },
    { page: "/api/v3/ping", regex: "^/api/v3/ping(?:/)?$" },
  ],
  dynamicRoutes: [
    { page: "/api/v3/pastes/[pasteId]", regex: "^/api/v3/pastes/([^/]+?)(?:/)?$" },
    { page: "/[id]/embed", regex: "^/([^/]+?)/embed(?:/)?$" },
    { page: "/[id]", regex: "^/([^/]+?)(?:/)?$" },
  ],
});

beforeAll(async () => {
  // As lib/server/start.ts does: the paste count is the pastes feature's, handed to metrics.
  countActivePastesWith(countActivePastes);
  const fakeNext = async (req: IncomingMessage, res: ServerResponse) => {
    seen.push(req);
    const isApi = req.url!.startsWith("/api/");
    res.setHeader("Content-Type", isApi ? "application/json" : "text/html");
    res.statusCode = req.url!.startsWith("/api/v3/pastes/") ? 404 : 200;
    res.end(isApi ? "{}" : "<!doctype html><p>page</p>");
  };
  server = await serveLocally(
    withOperations(fakeNext, {
      trustedProxyHops: 0,
      security: { https: false, dev: false },
      metrics: { token: metricsToken, label: labeler },
    }),
  );
  base = server.base;
});
afterAll(() => server.close());

const last = () => seen[seen.length - 1]!;

describe("security headers", () => {
  it("give pages a policy with a fresh nonce, written into the request for Next.js too", async () => {
    const first = await fetch(`${base}/`, { headers: { "Content-Security-Policy": "script-src 'nonce-chosen'" } });
    const policy = first.headers.get("content-security-policy")!;
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}' 'strict-dynamic' 'wasm-unsafe-eval'(;|$)/);
    expect(policy).not.toContain("nonce-chosen");
    expect(last().headers["content-security-policy"]).toBe(policy);
    for (const directive of [
      "default-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("strict-transport-security")).toBeNull();

    const second = await fetch(`${base}/`);
    const nonce = (value: string | null) => /'nonce-([^']+)'/.exec(value ?? "")?.[1];
    expect(nonce(second.headers.get("content-security-policy"))).not.toBe(nonce(policy));
  });

  it("let other sites frame the embed view, and nothing else", async () => {
    const embed = await fetch(`${base}/abcd1234/embed`);
    expect(embed.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(embed.headers.get("x-frame-options")).toBeNull();
    const page = await fetch(`${base}/abcd1234`);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
  });

  it("give API answers nosniff and no policy", async () => {
    const answer = await fetch(`${base}/api/v3/ping`, { headers: { "Content-Security-Policy": "script-src 'nonce-x'" } });
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("content-security-policy")).toBeNull();
    expect(last().headers["content-security-policy"]).toBeUndefined();
  });

  it("give raw text and the unversioned API a policy that runs and loads nothing, without a nonce", async () => {
    for (const path of ["/raw/abcd1234/efgh5678", "/paste/abcd1234"]) {
      const answer = await fetch(`${base}${path}`, { headers: { "Content-Security-Policy": "script-src 'nonce-x'" } });
      expect(answer.headers.get("content-security-policy"), path).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff");
      // Nothing for Next.js to put on scripts: these are not pages.
      expect(last().headers["content-security-policy"], path).toBeUndefined();
    }
  });

  it("add HSTS only when the service is served over https", async () => {
    const tls = await serveLocally(
      withOperations(async (_req, res) => void res.end(), { trustedProxyHops: 0, security: { https: true, dev: false } }),
    );
    try {
      const answer = await fetch(`${tls.base}/`);
      expect(answer.headers.get("strict-transport-security")).toBe("max-age=31536000");
    } finally {
      await tls.close();
    }
  });
});

describe("the client's address for the route handlers", () => {
  it("is the socket's, whatever the client claims", async () => {
    await fetch(`${base}/api/v3/ping`, { headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.1" } });
    expect(last().headers[CLIENT_ADDRESS_HEADER]).toBe("127.0.0.1");
  });
});

describe("/metrics", () => {
  it("needs the token when one is configured", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer wrong-token-of-some-length" } })).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { method: "POST", headers: { Authorization: `Bearer ${metricsToken}` } })).status).toBe(405);
  });

  it("counts requests by route pattern, never by raw path, and reports the active pastes", async () => {
    const paste = await createPaste(anonymous, createPasteInputSchema.parse({ pasties: [{ content: "counted" }] }), null);
    await fetch(`${base}/api/v3/pastes/zzzz0001`);
    await fetch(`${base}/api/v3/pastes/zzzz0002`);
    await fetch(`${base}/${paste.id}`);
    const answer = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toMatch(/myst_http_requests_total\{route="\/api\/v3\/pastes\/\[pasteId\]",method="GET",status="404"\} 2/);
    expect(text).toMatch(/myst_http_requests_total\{route="\/\[id\]",method="GET",status="200"\} \d+/);
    expect(text).toMatch(/myst_http_request_duration_seconds_bucket\{le="0.005",route="\/api\/v3\/pastes\/\[pasteId\]",method="GET"\}/);
    expect(text).not.toContain("zzzz0001");
    expect(text).not.toContain(paste.id);
    expect(text).toMatch(/^myst_active_pastes \d+$/m);
    expect(Number(/^myst_active_pastes (\d+)$/m.exec(text)![1])).toBeGreaterThanOrEqual(1);
    expect(text).toContain("myst_rate_limit_rejections_total");
    expect(text).toContain("myst_expiry_sweeps_total");
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });
});
