import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as createRoute from "@/app/api/v3/pastes/route";
import * as pasteRoute from "@/app/api/v3/pastes/[pasteId]/route";
import { db } from "../db/client";
import { createE2ePaste, readE2ePaste } from "./client";

// The README's example, run against the v3 routes over real HTTP: what a script gets, and that
// the server only ever received ciphertext.

let server: Server;
let base = "";
const received: string[] = [];

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const body = req.method === "POST" ? await bodyOf(req) : undefined;
      received.push(`${req.method} ${req.url} ${body ?? ""}`);
      const request = new Request(`${base}${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body });
      const pasteId = /^\/api\/v3\/pastes\/([^/]+)$/.exec(req.url ?? "")?.[1];
      const response = pasteId
        ? await pasteRoute.GET(request, { params: Promise.resolve({ pasteId }) })
        : await createRoute.POST(request, { params: Promise.resolve({}) });
      res.writeHead(response.status, { "Content-Type": "application/json" }).end(await response.text());
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const paste = {
  title: "deploy notes",
  pasties: [{ title: "run.sh", content: "echo hello-from-the-readme", language: "Shell" }, { content: "second pasty" }],
};

describe("the E2E client helpers", () => {
  it("create a paste whose link carries the key, and read it back from that link", async () => {
    const { id, url } = await createE2ePaste(base, paste);
    expect(url).toMatch(new RegExp(`^${base}/${id}#k=[A-Za-z0-9_-]{43}$`));
    const read = await readE2ePaste(url);
    expect(read.title).toBe("deploy notes");
    expect(read.pasties.map(({ title, content, language }) => ({ title, content, language }))).toEqual([
      { title: "run.sh", content: "echo hello-from-the-readme", language: "Shell" },
      { title: "", content: "second pasty", language: "Text" },
    ]);
    const key = url.split("#k=")[1]!;
    const sent = received.join("\n");
    for (const secret of ["deploy notes", "hello-from-the-readme", "second pasty", "run.sh", key]) expect(sent).not.toContain(secret);
    const stored = JSON.stringify(await db().pasty.findMany({ where: { pasteId: id } }));
    expect(stored).not.toContain("hello-from-the-readme");
  });

  it("with a passphrase: no key in the link, the passphrase opens it and another does not", async () => {
    const { url } = await createE2ePaste(base, paste, { passphrase: "correct horse battery staple" });
    expect(url).not.toContain("#");
    expect((await readE2ePaste(url, { passphrase: "correct horse battery staple" })).title).toBe("deploy notes");
    await expect(readE2ePaste(url, { passphrase: "wrong horse" })).rejects.toThrow(/does not open/);
    await expect(readE2ePaste(url)).rejects.toThrow(/passphrase/);
  });
});
