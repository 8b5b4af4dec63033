import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, call, signUp } from "../testing/server-accounts";
import { createServerData, type ServerData } from "../testing/server-data";
import { type ServerProcess, startServer } from "../testing/server-process";

// Absolute URLs without PUBLIC_URL (issue 24, item 12), against the production server: share
// links and the v2 avatarUrl name the host the client asked for (they named the address the
// server listens on, `http://0.0.0.0:PORT` by default), X-Forwarded-Host/-Proto count only behind
// TRUST_PROXY, what a foreign Host made is never served from the response cache to anyone else,
// an absolute-form request line is not redirected to the host it names, and a Host with junk in
// it is refused (it hung the direct routes: an unhandled rejection, no answer).

let data: ServerData;
let proxiedData: ServerData;
/** TRUST_PROXY off, the default. */
let server: ServerProcess;
/** TRUST_PROXY=1: behind one reverse proxy. */
let proxied: ServerProcess;
let owner: Account;
let proxiedOwner: Account;

// No page rendered ahead of its first view: the tests below tell which read made a page.
const settings = () => ({ RATE_LIMIT_ENABLED: "false", AUTH_SECRET: randomBytes(32).toString("hex"), FIRST_VIEW_RENDERS_PER_SECOND: "0" });

beforeAll(async () => {
  [data, proxiedData] = [await createServerData(), await createServerData()];
  server = await startServer({ dataDir: data.dataDir, databaseUrl: data.databaseUrl, env: settings() });
  proxied = await startServer({
    dataDir: proxiedData.dataDir,
    databaseUrl: proxiedData.databaseUrl,
    env: { ...settings(), TRUST_PROXY: "1" },
  });
  owner = await signUp(server.url, "urlowner");
  proxiedOwner = await signUp(proxied.url, "proxiedowner");
});

afterAll(async () => {
  await Promise.all([server?.terminate(), proxied?.terminate()]);
  await Promise.all([data?.dispose(), proxiedData?.dispose()]);
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with headers fetch() does not let a caller choose (Host). */
function send(
  target: ServerProcess,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port: target.port,
        path,
        method: options.method ?? "GET",
        headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...options.headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** A request written byte for byte on a socket: what comes back before the server closes it. */
function raw(target: ServerProcess, requestText: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(target.port, "127.0.0.1", () => socket.end(requestText));
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    // A server that never answers must not hang the suite: the test then sees no status.
    socket.setTimeout(20_000, () => socket.destroy());
    socket.on("close", () => {
      const [head = "", ...rest] = received.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: rest.join("\r\n\r\n") });
    });
  });
}

async function privatePaste(target: ServerProcess, account: Account): Promise<string> {
  const response = await call(target.url, account, "POST", "/api/v3/pastes", {
    private: true,
    pasties: [{ title: "a.txt", content: "shared by link", language: "Text" }],
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function shareLink(target: ServerProcess, account: Account, headers: Record<string, string>): Promise<string> {
  const id = await privatePaste(target, account);
  const created = await send(target, `/api/v3/pastes/${id}/links`, {
    method: "POST",
    headers: { Authorization: `Bearer ${account.token}`, ...headers },
    body: {},
  });
  expect(created.status, created.body).toBe(201);
  return (JSON.parse(created.body) as { url: string }).url;
}

async function avatarUrl(target: ServerProcess, username: string, headers: Record<string, string>): Promise<string> {
  const answer = await send(target, `/api/v2/user/${username}`, { headers });
  expect(answer.status, answer.body).toBe(200);
  return (JSON.parse(answer.body) as { avatarUrl: string }).avatarUrl;
}

describe("absolute URLs without PUBLIC_URL", () => {
  it("a share link and the v2 avatarUrl name the host the request was sent to, and they work", async () => {
    // The server listens on 127.0.0.1; the client reached it as localhost.
    const host = `localhost:${server.port}`;
    const link = await shareLink(server, owner, { Host: host });
    expect(link).toMatch(new RegExp(`^http://${host}/s/[A-Za-z0-9_-]{22,}$`));
    expect((await fetch(link.replace(host, `127.0.0.1:${server.port}`))).status).toBe(200);

    const avatar = await avatarUrl(server, owner.username, { Host: host });
    expect(avatar).toMatch(new RegExp(`^http://${host}/api/v3/images/[a-z0-9]{8}$`));
    expect((await fetch(avatar.replace(host, `127.0.0.1:${server.port}`))).status).toBe(200);
  });

  it("ignores X-Forwarded-Proto and X-Forwarded-Host unless TRUST_PROXY is on", async () => {
    const forwarded = { Host: "paste.example.org", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example" };
    expect(await shareLink(server, owner, forwarded)).toMatch(/^http:\/\/paste\.example\.org\/s\//);
    expect(await avatarUrl(server, owner.username, forwarded)).toMatch(/^http:\/\/paste\.example\.org\/api\/v3\/images\//);

    // Behind a trusted proxy, what the proxy says is what the client used.
    const behindProxy = { Host: "127.0.0.1:3000", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "paste.example.org" };
    expect(await shareLink(proxied, proxiedOwner, behindProxy)).toMatch(/^https:\/\/paste\.example\.org\/s\//);
    expect(await avatarUrl(proxied, proxiedOwner.username, behindProxy)).toMatch(/^https:\/\/paste\.example\.org\/api\/v3\/images\//);
  });

  it("what a foreign Host was answered is never served from the response cache to a normal client", async () => {
    const created = await call(server.url, owner, "POST", "/api/v3/pastes", {
      pasties: [{ title: "a.txt", content: "public", language: "Text" }],
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const foreign = { Host: "evil.example", "X-Forwarded-Proto": "https" };
    for (const path of [`/api/v3/pastes/${id}`, `/api/v2/paste/${id}`, `/${id}`, `/${id}/qr`]) {
      await send(server, path, { headers: foreign });
      expect((await send(server, path, { headers: foreign })).headers["x-cache"], path).toBe("HIT");
      // A normal client's first read is made for it, not taken from the foreign one's.
      const normal = await fetch(`${server.url}${path}`);
      expect(normal.status, path).toBe(200);
      expect(normal.headers.get("x-cache"), path).toBe("MISS");
      expect((await fetch(`${server.url}${path}`)).headers.get("x-cache"), path).toBe("HIT");
    }
    // The QR code page draws the address asked at: a normal client's holds its own, never the foreign one.
    const qrPage = await (await fetch(`${server.url}/${id}/qr`)).text();
    expect(qrPage).toContain(`QR code of ${server.url}/${id}`);
    expect(qrPage).not.toContain("evil.example");
    // And an answer that carries the host: after the foreign read, a normal client sees its own.
    await avatarUrl(server, owner.username, foreign);
    expect(await avatarUrl(server, owner.username, {})).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/api/v3/images/`));
  });
});

describe("the host a request names", () => {
  it("an absolute-form request line is answered for its path, never redirected to the host it names", async () => {
    const own = `127.0.0.1:${server.port}`;
    const ping = await raw(server, `GET http://evil.example/api/v3/ping HTTP/1.1\r\nHost: ${own}\r\nConnection: close\r\n\r\n`);
    expect(ping.head).not.toMatch(/evil\.example/i);
    expect(ping.status).toBe(200);

    // A trailing slash on a page is still redirected: to the path, on the host asked for.
    for (const target of ["http://evil.example/about/", "https://evil.example:8443/about/", `http://${own}/about/`]) {
      const page = await raw(server, `GET ${target} HTTP/1.1\r\nHost: ${own}\r\nConnection: close\r\n\r\n`);
      expect(page.status, target).toBe(308);
      expect(page.head, target).toMatch(/\r\nlocation: \/about\r\n/i);
      expect(page.head, target).not.toMatch(/evil\.example/i);
    }
  });

  it("a Host with junk in it is refused with 400 in the surface's shape, never a hang or a URL", async () => {
    const ask = (path: string, host: string) => raw(server, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    // The v3 read and /raw are direct routes (direct-routes.ts): such a host made their URL throw.
    for (const [path, host] of [
      ["/api/v3/pastes/abcdefgh", "a<b"],
      ["/raw/abcdefgh/abcdefgh", "[a]"],
      ["/api/v3/pastes/abcdefgh", "localhost:99999"],
    ] as const) {
      const v3 = await ask(path, host);
      expect(v3.status, host).toBe(400);
      expect(JSON.parse(v3.body), host).toEqual({ statusCode: 400, message: expect.stringMatching(/Host/) });
    }

    const legacy = await ask(`/api/v2/user/${owner.username}`, "evil.example/x");
    expect(legacy.status).toBe(400);
    expect(JSON.parse(legacy.body)).toEqual({ statusMessage: expect.stringMatching(/Host/) });

    for (const host of ['x"onmouseover="1', "user@evil.example", "a b"]) {
      const page = await ask("/about", host);
      expect(page.status, host).toBe(400);
      expect(page.body, host).not.toContain(host);
    }
    // A request for a direct route with such a host no longer rejects unhandled.
    expect(server.output()).not.toMatch(/unhandledRejection|Failed to parse URL/);
  });
});
