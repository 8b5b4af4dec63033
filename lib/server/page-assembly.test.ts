import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { provisionalMarker, slotMarker } from "../render/slots";
import { assemblePages } from "./page-assembly";

// The server fills rendered code into pages, and hands the finished page to the response cache —
// unless something on it was shown plainer only because the machine was busy.

async function servePage(body: () => string): Promise<{ text: string; kept: string | null }> {
  let kept: string | null = null;
  const server = createServer((_req, res) => {
    assemblePages(res, (finished) => (kept = finished.toString("utf8")));
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(body());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { text: await response.text(), kept };
  } finally {
    server.close();
  }
}

describe("assemblePages", () => {
  it("fills the code in and keeps the finished page", async () => {
    const page = await servePage(() => `<pre>${slotMarker({ key: "kept-1", html: "<h-l>highlighted</h-l>" })}</pre>`);
    expect(page.text).toBe("<pre><h-l>highlighted</h-l></pre>");
    expect(page.kept).toBe(page.text);
  });

  it("does not keep a page with code shown plain because the machine was busy", async () => {
    const page = await servePage(() => `<pre>${slotMarker({ key: "busy-1", html: "<h-l>plain</h-l>", provisional: true })}</pre>`);
    expect(page.text).toBe("<pre><h-l>plain</h-l></pre>");
    expect(page.kept).toBeNull();
  });

  it("does not keep a page with Markdown shown as source because the machine was busy", async () => {
    const page = await servePage(() => `<p>source</p><span hidden>${provisionalMarker()}</span>`);
    expect(page.text).toBe("<p>source</p><span hidden></span>");
    expect(page.kept).toBeNull();
  });
});
