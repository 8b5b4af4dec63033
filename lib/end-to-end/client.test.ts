import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as createRoute from "@/app/api/v3/pastes/route";
import * as commentsRoute from "@/app/api/v3/pastes/[pasteId]/comments/route";
import * as pasteRoute from "@/app/api/v3/pastes/[pasteId]/route";
import { db } from "../db/client";
import { createTestToken, createTestUser } from "../testing/actors";
import { commentOnE2ePaste, createE2ePaste, keyFor, readE2eComments, readE2ePaste } from "./client";
import { encryptComment, type SealedPaste } from "./format";

// docs/api/end-to-end.md's example, run against the v3 routes over real HTTP: what a script gets, and that
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
      const path = (req.url ?? "").split("?")[0]!;
      const [, pasteId, comments] = /^\/api\/v3\/pastes\/([^/]+)(\/comments)?$/.exec(path) ?? [];
      const params = Promise.resolve({ pasteId: pasteId! });
      const response = !pasteId
        ? await createRoute.POST(request, { params: Promise.resolve({}) })
        : comments
          ? await (req.method === "POST" ? commentsRoute.POST : commentsRoute.GET)(request, { params })
          : await pasteRoute.GET(request, { params });
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

  it("comment on lines of a pasty, sealed with the paste's key, and read the comments back opened", async () => {
    const { id, url } = await createE2ePaste(base, paste);
    const reviewer = await createTestUser();
    const token = await createTestToken(reviewer.id, ["paste"]);
    const read = await readE2ePaste(url);
    const place = { pastyId: read.pasties[0]!.id, fromLine: 1, toLine: 1 };
    await commentOnE2ePaste(url, place, "why **echo-zanzibar**?", { token });
    expect(await readE2eComments(url)).toMatchObject([{ ...place, author: reviewer.username, body: "why **echo-zanzibar**?" }]);
    expect(received.join("\n")).not.toContain("echo-zanzibar");
    // One sealed for other lines than the ones it is placed on does not open.
    const sealed = (await (await fetch(`${base}/api/v3/pastes/${id}`)).json()) as SealedPaste;
    const moved = await encryptComment(await keyFor(sealed, { fragment: new URL(url).hash }), sealed.e2e.nonce, place, "moved");
    const posted = await fetch(`${base}/api/v3/pastes/${id}/comments`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ ...place, toLine: 2, body: moved }),
    });
    expect(posted.status).toBe(201);
    expect((await readE2eComments(url)).map((comment) => comment.body)).toEqual(["why **echo-zanzibar**?", null]);
    // Without the key, the link opens nothing; a comment needs a signed-in writer.
    await expect(readE2eComments(url.split("#")[0]!)).rejects.toThrow();
    await expect(commentOnE2ePaste(url, place, "anonymous", { token: "" })).rejects.toThrow(/^401/);
  });

  it("with a passphrase: no key in the link, the passphrase opens it and another does not", async () => {
    const { url } = await createE2ePaste(base, paste, { passphrase: "correct horse battery staple" });
    expect(url).not.toContain("#");
    expect((await readE2ePaste(url, { passphrase: "correct horse battery staple" })).title).toBe("deploy notes");
    await expect(readE2ePaste(url, { passphrase: "wrong horse" })).rejects.toThrow(/does not open/);
    await expect(readE2ePaste(url)).rejects.toThrow(/passphrase/);
  });
});
