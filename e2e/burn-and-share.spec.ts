import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { AuthPages } from "./pages/auth-pages";
import { MystApi } from "./pages/myst-api";
import { expectDarkOnLight } from "./pages/qr-code";

// Issue 15: a burn-after-reading paste survives what link previews do and is read once through
// its page's button; a private paste's share link survives link previews too, and opens it for
// someone without an account until it is revoked.

test("a burn-after-reading paste: previews see a notice, the button shows it once, then it is gone", async ({ page, request, baseURL }) => {
  const api = new MystApi(request, baseURL!);
  const paste = await api.createPaste({
    title: "One time",
    burnAfterRead: true,
    pasties: [{ content: "the one-time secret", language: "Text" }],
  });

  // What a chat app's unfurler, a HEAD request or the API's statistics see: nothing is consumed.
  const preview = await request.get(`/${paste.id}`);
  expect(preview.status()).toBe(200);
  const html = await preview.text();
  expect(html).toContain("can be read once");
  expect(html).not.toContain("the one-time secret");
  expect(html).not.toContain("One time");
  expect((await request.head(`/api/v3/pastes/${paste.id}`)).status()).toBe(200);

  await page.goto(`/${paste.id}`);
  await expect(page.getByRole("heading", { name: "This paste can be read once" })).toBeVisible();
  await page.getByRole("button", { name: "Open and delete it" }).click();
  await expect(page.getByText("the one-time secret")).toBeVisible();
  await expect(page.locator(".burn-note")).toContainText("deleted now that you opened it");

  // What the note asks for can be done on the spot: the text is copied and downloaded from the page.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy Pasty 1" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("the one-time secret");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Pasty 1" }).click()]);
  expect(download.suggestedFilename()).toBe("pasty-1.txt");
  expect(readFileSync(await download.path(), "utf8")).toBe("the one-time secret");

  expect((await page.reload())?.status()).toBe(404);
  expect((await request.get(`/api/v3/pastes/${paste.id}`)).status()).toBe(404);
});

test("a burn-after-reading paste opened in two tabs: the second tab is told it is gone, not a server error", async ({
  browser,
  request,
  baseURL,
}) => {
  const api = new MystApi(request, baseURL!);
  const paste = await api.createPaste({ burnAfterRead: true, pasties: [{ content: "read by one tab only", language: "Text" }] });
  const context = await browser.newContext();
  const [first, second] = [await context.newPage(), await context.newPage()];
  const failures: number[] = [];
  second.on("response", (response) => {
    if (response.status() >= 500) failures.push(response.status());
  });
  for (const tab of [first, second]) await tab.goto(`/${paste.id}`);
  await first.getByRole("button", { name: "Open and delete it" }).click();
  await expect(first.getByText("read by one tab only")).toBeVisible();
  const [refusal] = await Promise.all([
    second.waitForResponse((response) => response.request().method() === "POST"),
    second.getByRole("button", { name: "Open and delete it" }).click(),
  ]);
  expect(refusal.status()).toBe(404);
  await expect(second.getByRole("alert").filter({ hasText: "it has been opened already" })).toBeVisible();
  await expect(second.getByText("read by one tab only")).toHaveCount(0);
  expect(failures).toEqual([]);
  await context.close();
});

test("another site cannot open a read-once paste for its visitor: 403, and the paste waits for its reader", async ({
  page,
  request,
  baseURL,
}) => {
  const api = new MystApi(request, baseURL!);
  const [first, second] = [
    await api.createPaste({ burnAfterRead: true, pasties: [{ content: "opened here", language: "Text" }] }),
    await api.createPaste({ burnAfterRead: true, pasties: [{ content: "still waiting", language: "Text" }] }),
  ];
  // The open button's request, as this site's page sends it.
  await page.goto(`/${first.id}`);
  const [open] = await Promise.all([
    page.waitForRequest((sent) => sent.method() === "POST"),
    page.getByRole("button", { name: "Open and delete it" }).click(),
  ]);
  await expect(page.getByText("opened here")).toBeVisible();
  const headers = await open.allHeaders();

  // The same request for the other paste, sent from another site's page (as its form or script would).
  const forged = await request.post(`/${second.id}`, {
    headers: { ...headers, origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" },
    data: open.postData()!.replace(first.id, second.id),
  });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain("only be sent from its own pages");
  expect((await request.head(`/api/v3/pastes/${second.id}`)).status()).toBe(200);

  await page.goto(`/${second.id}`);
  await page.getByRole("button", { name: "Open and delete it" }).click();
  await expect(page.getByText("still waiting")).toBeVisible();
});

test("a share link opens a private paste for a visitor until the owner revokes it", async ({ page, browser, baseURL }) => {
  const owner = `sharer${Date.now().toString(36)}`;
  const auth = new AuthPages(page);
  await auth.signUp(owner, "a long enough password");
  await auth.expectSignedInAs(owner);
  const api = new MystApi(page.request, baseURL!);
  const paste = await api.createPaste({ title: "Just for Ana", private: true, pasties: [{ content: "shared words", language: "Text" }] });

  await page.goto(`/${paste.id}`);
  await page.getByRole("button", { name: "Share links" }).click();
  await page.getByLabel("Label").fill("for Ana");
  await page.getByLabel("At most this many views (empty: no limit)").fill("2");
  await page.getByRole("button", { name: "Create link" }).click();
  const url = (await page.locator(".share-link-url").textContent())!;
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{22,}$/);
  await expect(page.getByRole("list", { name: "Share links" })).toContainText("for Ana");

  // The new link as a QR code drawn on the server, readable (dark on light) in the light and the dark theme.
  const linkCode = page.getByRole("img", { name: "QR code of the new link" });
  await expectDarkOnLight(linkCode);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background();
  await page.emulateMedia({ colorScheme: "dark" });
  // The page around it did turn dark (the new account's theme follows the system's).
  await expect.poll(background).not.toBe(lightBackground);
  await expectDarkOnLight(linkCode);
  await expectAccessible(page, "the share-links dialog with a new link, dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.getByRole("button", { name: "Close" }).click();

  // The paste's own address on a page of its own, for a phone: the code, the address and Copy.
  await page.getByRole("link", { name: "QR code", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "QR code of this paste" })).toBeVisible();
  await expectDarkOnLight(page.getByRole("img", { name: `QR code of ${baseURL}/${paste.id}` }));
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectAccessible(page, "a paste's QR code page");

  // The chat app it is sent through unfurls the link: it learns nothing and spends no view.
  const unfurled = await page.request.get(url, { headers: { "User-Agent": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)" } });
  expect(unfurled.status()).toBe(200);
  const unfurledHtml = await unfurled.text();
  expect(unfurledHtml).toContain("Someone shared a paste with you");
  expect(unfurledHtml).not.toContain("shared words");
  expect(unfurledHtml).not.toContain("Just for Ana");

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(url);
  await expect(visitorPage.getByRole("heading", { level: 1, name: "Just for Ana" })).toBeVisible();
  await expect(visitorPage.getByText("shared words")).toBeVisible();
  expect((await visitorPage.goto(`${baseURL}/${paste.id}`))?.status()).toBe(404);
  expect((await visitorPage.goto(`${baseURL}/${paste.id}/qr`))?.status()).toBe(404);
  await page.goto(`/${paste.id}`);
  await page.getByRole("button", { name: "Share links" }).click();
  await expect(page.getByRole("list", { name: "Share links" })).toContainText("1 of 2 views");

  await page.getByRole("button", { name: "Revoke for Ana" }).click();
  await expect(page.getByText("No share links yet.")).toBeVisible();
  expect((await visitorPage.goto(url))?.status()).toBe(404);
  await visitor.close();
});

test("the owner's read-once paste offers no embed and no pin; the share-links dialog closes with a button", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const auth = new AuthPages(page);
  const owner = `burner${Date.now().toString(36)}`;
  await auth.signUp(owner, "a long enough password");
  await auth.expectSignedInAs(owner);
  const api = new MystApi(page.request, baseURL!);

  // A read-once paste: its first reader deletes it, so there is nothing to embed or pin.
  const once = await api.createPaste({ title: "Read once", burnAfterRead: true, pasties: [{ content: "once", language: "Text" }] });
  await page.goto(`/${once.id}`);
  const toolbar = page.getByRole("toolbar", { name: "Paste actions" });
  await expect(toolbar.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(toolbar.getByRole("button", { name: "Copy embed" })).toHaveCount(0);
  await expect(toolbar.getByRole("button", { name: /^(Pin|Unpin)$/ })).toHaveCount(0);
  // An ordinary paste still offers both.
  const kept = await api.createPaste({ title: "Kept", pasties: [{ content: "kept", language: "Text" }] });
  await page.goto(`/${kept.id}`);
  await expect(toolbar.getByRole("button", { name: "Copy embed" })).toBeVisible();
  await expect(toolbar.getByRole("button", { name: "Pin" })).toBeVisible();

  // Share links of a private paste: a Close button, which gives the focus back to what opened it.
  const hidden = await api.createPaste({ title: "Hidden", private: true, pasties: [{ content: "hidden", language: "Text" }] });
  await page.goto(`/${hidden.id}`);
  await page.getByRole("button", { name: "Share links" }).click();
  const dialog = page.getByRole("dialog", { name: "Share links" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Share links" })).toBeFocused();
});
