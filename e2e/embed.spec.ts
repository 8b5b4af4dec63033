import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { MystApi } from "./pages/myst-api";

// A paste embedded in someone else's site with the snippet of "Copy embed": its Copy button works
// there, the iframe grows to the paste (public/embed.js), and ?theme= picks the embed's colours.

/**
 * Someone else's site: a page of its own on another port of this machine (a public origin may
 * not frame a loopback address in Chromium, so a faked one cannot stand in).
 */
async function serveBlogPost(body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><head><title>A blog</title></head><body><h1>My post</h1>${body}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/post`, server };
}
const content = Array.from({ length: 80 }, (_, index) => `line ${index + 1}: echo "embedded"`).join("\n");

let blogServer: Server | undefined;

test.afterEach(() => {
  blogServer?.close();
  blogServer = undefined;
});

test("an embed on another site copies, fits its content and takes a theme", async ({ page, context, baseURL }) => {
  const paste = await new MystApi(page.request, baseURL!).createPaste({
    title: "Embedded",
    pasties: [{ title: "long.sh", content, language: "Shell" }],
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  await page.goto(`/${paste.id}`);
  await page.getByRole("button", { name: "Copy embed" }).click();
  await expect(page.getByText("Embed snippet copied")).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());

  // Another site's page holding nothing but a heading and the snippet.
  const blog = await serveBlogPost(snippet);
  blogServer = blog.server;
  await page.goto(blog.url);
  const iframe = page.locator("iframe");
  const embed = page.frameLocator("iframe");
  await expect(embed.getByRole("heading", { name: "long.sh" })).toBeVisible();

  // 80 lines do not fit the iframe's first 400 px: the script sizes it to the whole paste.
  await expect.poll(() => iframe.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(1000);
  const frame = page.frames().find((candidate) => candidate.url().includes("/embed"))!;
  expect(await frame.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(1);

  // The Copy button inside the other site's page reaches the clipboard.
  await page.evaluate(() => navigator.clipboard.writeText("nothing yet"));
  await embed.getByRole("button", { name: "Copy long.sh" }).click();
  await expect(embed.getByText("Copied to the clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(content);

  // ?theme= chooses the embed's colours whatever the visitor's own theme; unknown names are ignored.
  const background = () => page.locator("#embed").evaluate((element) => getComputedStyle(element).backgroundColor);
  await page.goto(`/${paste.id}/embed?theme=dark`);
  expect(await background()).toBe("rgb(13, 17, 23)");
  await expectAccessible(page, "the embed in the dark theme");
  await page.goto(`/${paste.id}/embed?theme=light`);
  expect(await background()).toBe("rgb(255, 255, 255)");
  const unknown = await page.goto(`/${paste.id}/embed?theme=neon`);
  expect(unknown?.status()).toBe(200);
  await expect(page.locator("#embed")).not.toHaveAttribute("data-theme");
});
