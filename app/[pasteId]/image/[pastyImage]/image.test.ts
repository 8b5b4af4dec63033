import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@/app/api/v3/pastes/test-client";
import { createTestSessionHeaders, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import * as image from "./route";

// /:pasteId/:pastyId.png beyond who may see it (app/authorization-matrix-raw-and-pages.test.ts):
// what a preview and a download are, and how caches may keep them.

const code = Array.from({ length: 80 }, (_, index) => `const line${index + 1} = ${index};`).join("\n");

async function getImage(pasteId: string, file: string, query = "", headers: Record<string, string> = {}) {
  const result = await callRoute(image.GET, { path: `/${pasteId}/${file}${query}`, params: { pasteId, pastyImage: file }, headers });
  const bytes = Buffer.from(await result.response.arrayBuffer());
  const size = result.status === 200 ? await sharp(bytes).metadata() : undefined;
  return { ...result, bytes, width: size?.width, height: size?.height };
}

describe("/:pasteId/:pastyId.png", () => {
  let paste: { id: string; pasties: { id: string }[] };
  let pastyPng: string;
  beforeAll(async () => {
    const created = await api.create({ title: "lines", pasties: [{ title: "lines.ts", content: code, language: "TypeScript" }] });
    paste = created.json as typeof paste;
    pastyPng = `${paste.pasties[0]!.id}.png`;
  });

  it("previews a public pasty as a PNG that shared caches may keep and revalidate", async () => {
    const preview = await getImage(paste.id, pastyPng);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/png");
    expect(preview.headers.get("cache-control")).toContain("public");
    expect(preview.headers.get("content-disposition")).toBeNull();
    const again = await getImage(paste.id, pastyPng, "", { "If-None-Match": preview.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect(again.bytes).toHaveLength(0);
  });

  it("answers a HEAD with a GET's headers and no body (it draws nothing), and a private pasty's HEAD with 404", async () => {
    const head = await callRoute(image.GET, {
      method: "HEAD",
      path: `/${paste.id}/${pastyPng}?lines=3-9`,
      params: { pasteId: paste.id, pastyImage: pastyPng },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/png");
    expect(await head.response.arrayBuffer()).toHaveProperty("byteLength", 0);
    const get = await getImage(paste.id, pastyPng, "?lines=3-9");
    expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
    expect(head.headers.get("cache-control")).toBe(get.headers.get("cache-control"));
    const owner = await createTestUser({ username: "image-head-owner" });
    const mine = (
      await api.create({ private: true, pasties: [{ content: "private" }] }, { headers: await createTestSessionHeaders(owner.id) })
    ).json as typeof paste;
    const file = `${mine.pasties[0]!.id}.png`;
    expect(
      (await callRoute(image.GET, { method: "HEAD", path: `/${mine.id}/${file}`, params: { pasteId: mine.id, pastyImage: file } })).status,
    ).toBe(404);
  });

  it("downloads the chosen lines in the chosen theme, options and all changing the address", async () => {
    const preview = await getImage(paste.id, pastyPng);
    const download = await getImage(paste.id, pastyPng, "?download=1&theme=light&chrome=0&numbers=0&lines=70-80");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="lines.png"');
    expect(download.headers.get("etag")).not.toBe(preview.headers.get("etag"));
    // Eleven lines without a frame against the preview's sixty framed ones.
    expect(download.height!).toBeLessThan(preview.height! / 3);
    const corner = await sharp(download.bytes).extract({ left: 1, top: 1, width: 1, height: 1 }).raw().toBuffer();
    expect([...corner.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it("shows a private pasty's picture to its owner only, and keeps it out of shared caches", async () => {
    const owner = await createTestUser({ username: "image-owner" });
    const session = await createTestSessionHeaders(owner.id);
    const mine = (await api.create({ private: true, pasties: [{ content: "private" }] }, { headers: session })).json as typeof paste;
    const file = `${mine.pasties[0]!.id}.png`;
    expect((await getImage(mine.id, file)).status).toBe(404);
    const own = await getImage(mine.id, file, "", session);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers 404 for another file name, an unknown pasty and a range past the end, and 400 for a malformed range", async () => {
    expect((await getImage(paste.id, `${paste.pasties[0]!.id}.jpg`)).status).toBe(404);
    expect((await getImage(paste.id, "nope0000.png")).status).toBe(404);
    expect((await getImage(paste.id, pastyPng, "?lines=81-90")).status).toBe(404);
    expect((await getImage(paste.id, pastyPng, "?lines=1-2;3")).status).toBe(400);
  });
});
