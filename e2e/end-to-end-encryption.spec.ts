import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import pg from "pg";
import { runningServerUrl } from "../lib/db/embedded-postgres";
import { encryptPaste, keyFragment, newPasteKey } from "../lib/end-to-end/format";
import { deriveKeyFromPassphrase, newKdfParams } from "../lib/end-to-end/passphrase";
import { expectAccessible } from "./pages/a11y";
import { AuthPages } from "./pages/auth-pages";
import { EditorPage } from "./pages/editor-page";
import { ReportDialog } from "./pages/moderation";
import { MystApi } from "./pages/myst-api";
import { OwnInstance } from "./pages/own-instance";
import { WriteBudget } from "./pages/write-budget";

// Issue 29: an end-to-end encrypted paste of three pasties, written in the editor, read from its
// link in another browser, edited, its history and diff opened, a wrong key refused, and none of
// its text nor its key in the server's database or logs. The service runs as a second instance
// of its own here, so the test can read everything it wrote: its database and its output. It
// runs with CAPTCHA=anonymous (issue 46): the signed-in writer is never asked, a visitor is.

const instance = new OwnInstance(Number(process.env.E2E_PORT ?? 3210) + 1, {
  LOG_LEVEL: "debug",
  // CAPTCHA=anonymous here only: the main e2e server keeps it off, so its journeys' visitors
  // and API fixtures are not asked (docs/operate/captcha.md).
  CAPTCHA: "anonymous",
});
const appUrl = instance.url;

const SECRETS = {
  title: "Quarterly zanzibar plan",
  first: 'fn quokka_launch() { println!("zanzibar"); }',
  second: "# Meeting notes\nThe wombat budget is 42.",
  third: "wallaby line one\nwallaby line two",
  edited: 'fn quokka_launch() { println!("edited kiwi"); }',
  added: "dingo pasty added in the edit, long enough to be worth detecting",
  pastyTitles: ["launch.rs", "notes.md", "wallaby.txt"],
};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await instance.start();
});

test.afterAll(() => instance.remove());

/** Every row of every table of the service's database, as text. */
async function databaseDump(): Promise<string> {
  const url = await runningServerUrl(join(instance.dataDir, "postgres"));
  if (!url) throw new Error("the service's database is not running");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'");
    let dump = "";
    for (const { name } of tables.rows) {
      const rows = await client.query(`SELECT * FROM "${name}"`);
      dump += `${name}: ${JSON.stringify(rows.rows)}\n`;
    }
    return dump;
  } finally {
    await client.end();
  }
}

/** The service's output and its database server's log files. */
function serverLogs(): string {
  const logDir = join(instance.dataDir, "postgres", "log");
  const databaseLogs = readdirSync(logDir).map((file) => readFileSync(join(logDir, file), "utf8"));
  return [instance.output, ...databaseLogs].join("\n");
}

/** Every request the page makes, with its headers and body: where neither key nor text may be. */
function recordRequests(page: Page, sent: string[]): void {
  page.on("request", (request) =>
    sent.push(`${request.method()} ${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ""}`),
  );
}

/** A pasty's card, by what the page calls it (its title, or "Pasty n"), as the normal paste page names it. */
const pastyCard = (page: Page, name: string) =>
  page.getByRole("region", { name: /^Pasty \d+$/.test(name) ? name : `Pasty ${name}`, exact: true });
const openedPasty = (page: Page, name: string) => pastyCard(page, name).locator(".cm-content");
/** A pasty of a paste of several: its tab chosen (pasties are tabs, as on any paste's page), its opened text. */
async function showPasty(page: Page, name: string) {
  await page.getByRole("tablist", { name: "Pasties" }).getByRole("tab", { name, exact: true }).click();
  return openedPasty(page, name);
}
/** The page's own message about the key (Next.js's route announcer is an alert too). */
const keyAlert = (page: Page) => page.locator("main [role=alert]");

test("an E2E paste: written, read from its link elsewhere, edited, commented, diffed; the server never holds its text or key", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const sent: string[] = [];
  const writerContext = await browser.newContext({ baseURL: appUrl });
  const writer = await writerContext.newPage();
  recordRequests(writer, sent);
  await new AuthPages(writer).signUp("e2e-writer", "a long enough password");

  // Written in the editor, three pasties, sealed in the browser.
  // Chosen first: the editor then keeps the text to itself (no language detection by the server).
  const editor = new EditorPage(writer);
  await editor.goto("/");
  await editor.switch("End-to-end encrypt").check();
  await editor.title.fill(SECRETS.title);
  // Named after its file, so its language is known without detection.
  await editor.renamePasty(SECRETS.pastyTitles[0]!);
  await expect(editor.languageButton).toContainText("Rust");
  await editor.pasteContent(SECRETS.first);
  await editor.addPasty();
  await editor.renamePasty(SECRETS.pastyTitles[1]!);
  await expect(editor.languageButton).toContainText("Markdown");
  await editor.pasteContent(SECRETS.second);
  await editor.addPasty();
  await editor.renamePasty(SECRETS.pastyTitles[2]!);
  await editor.pasteContent(SECRETS.third);
  await writer.getByRole("button", { name: "Create paste" }).click();
  await writer.waitForURL(/\/[a-z0-9]{8}#k=[A-Za-z0-9_-]{43}$/);
  const link = writer.url();
  const pasteId = new URL(link).pathname.slice(1);
  const key = new URL(link).hash.slice("#k=".length);
  await expect(writer.getByRole("heading", { name: SECRETS.title })).toBeVisible();
  await expect(await showPasty(writer, SECRETS.pastyTitles[0]!)).toContainText("quokka_launch");

  // Referrers never carry a fragment, and the policy keeps even the path off other sites.
  const pageAnswer = await writer.request.get(`${appUrl}/${pasteId}`);
  expect(pageAnswer.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // The link preview (what a chat app unfurls) has nothing of it.
  const preview = await pageAnswer.text();
  for (const secret of [SECRETS.title, "quokka", "wombat", "wallaby", ...SECRETS.pastyTitles]) expect(preview).not.toContain(secret);
  expect(preview).toContain("End-to-end encrypted paste");

  // Another browser, no account: the link opens it, the key hides from the address bar.
  const readerContext = await browser.newContext({ baseURL: appUrl });
  const reader = await readerContext.newPage();
  recordRequests(reader, sent);
  await reader.goto(link);
  // Laid out as any paste's page: the decrypted title as the H1 beside the E2E badge, one tab per
  // pasty, the language bar, and each pasty's card with its counts, all computed in the browser.
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(SECRETS.title);
  await expect(reader.locator(".paste-header").getByText("end-to-end encrypted", { exact: true })).toBeVisible();
  await expect(reader.getByRole("tablist", { name: "Pasties" }).getByRole("tab")).toHaveText(SECRETS.pastyTitles);
  await expect(reader.getByRole("group", { name: "Languages" }).getByRole("button")).toHaveCount(3);
  await expect(pastyCard(reader, SECRETS.pastyTitles[0]!)).toContainText("1 line · 5 words · 44 bytes");
  // Download and Raw are made in the browser from the opened text (the requests are checked below).
  const [download] = await Promise.all([
    reader.waitForEvent("download"),
    pastyCard(reader, SECRETS.pastyTitles[0]!)
      .getByRole("button", { name: `Download ${SECRETS.pastyTitles[0]!}` })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(SECRETS.pastyTitles[0]);
  expect(readFileSync(await download.path(), "utf8")).toBe(SECRETS.first);
  await reader.getByRole("tab", { name: SECRETS.pastyTitles[1]! }).click();
  const [raw] = await Promise.all([
    readerContext.waitForEvent("page"),
    pastyCard(reader, SECRETS.pastyTitles[1]!)
      .getByRole("button", { name: `Raw text of ${SECRETS.pastyTitles[1]!}` })
      .click(),
  ]);
  recordRequests(raw, sent);
  expect(raw.url()).toMatch(/^blob:/);
  await expect(raw.locator("body")).toContainText("The wombat budget is 42.");
  await raw.close();
  for (const [index, text] of [SECRETS.first, SECRETS.second, SECRETS.third].entries()) {
    await expect(await showPasty(reader, SECRETS.pastyTitles[index]!)).toContainText(text.split("\n")[0]!);
  }
  // Highlighted in the browser with the grammar of the pasty's language (Rust: a keyword).
  await expect((await showPasty(reader, SECRETS.pastyTitles[0]!)).locator(".hk").first()).toHaveText("fn");
  await expectAccessible(reader, "an opened E2E paste");
  await reader.getByRole("button", { name: "Hide key" }).click();
  expect(reader.url()).toBe(`${appUrl}/${pasteId}`);
  await expect(await showPasty(reader, SECRETS.pastyTitles[1]!)).toContainText("wombat");

  // A wrong key, or none, fails with a clear message and shows nothing.
  await reader.goto(`/${pasteId}#k=${"A".repeat(43)}`);
  await expect(keyAlert(reader)).toContainText("does not open this paste");
  await expect(reader.getByText("quokka")).toHaveCount(0);
  await reader.goto(`/${pasteId}`);
  await expect(keyAlert(reader)).toContainText("This link has no key");
  await expectAccessible(reader, "an E2E paste without its key");

  // The owner edits it: opened in the editor with the key, sealed again on save.
  await writer.goto(`/${pasteId}/edit#k=${key}`);
  await editor.waitReady();
  await editor.tab(SECRETS.pastyTitles[0]!).click();
  await editor.pasteContent(SECRETS.edited);
  // A new tab on Autodetect: its text stays in the browser too (it is sealed as Text).
  await editor.addPasty();
  await editor.pasteContent(SECRETS.added);
  await writer.getByRole("button", { name: "Save changes" }).click();
  await writer.waitForURL(`${appUrl}/${pasteId}#k=${key}`);
  await expect(await showPasty(writer, SECRETS.pastyTitles[0]!)).toContainText("edited kiwi");
  await expect(await showPasty(writer, "Pasty 4")).toContainText(SECRETS.added);

  // Comments on lines, sealed with the paste's key: written, edited, read by the other browser.
  // With the key out of the address: the page's data refreshed after each comment opens with the key it holds.
  await writer.getByRole("button", { name: "Hide key" }).click();
  await writer.getByRole("button", { name: "Add a comment" }).click();
  const form = writer.getByRole("form", { name: "New comment" });
  await form.getByLabel("Pasty").selectOption({ label: SECRETS.pastyTitles[2]! });
  await form.getByLabel("From line").fill("1");
  await form.getByLabel("to", { exact: true }).fill("2");
  await form.getByLabel("Comment").fill("the **koala** lines");
  await form.getByRole("button", { name: "Comment" }).click();
  const comment = writer.getByRole("article", { name: "Comment by e2e-writer" });
  await expect(comment.locator("strong")).toHaveText("koala");
  await expect(comment).toContainText(`${SECRETS.pastyTitles[2]!}, lines 1–2`);
  await comment.getByRole("button", { name: "Edit" }).click();
  await comment.getByLabel("Comment").fill("the koala and kangaroo lines");
  await comment.getByRole("button", { name: "Save" }).click();
  await expect(comment).toContainText("kangaroo");
  await expect(comment).toContainText("(edited)");
  await expect(await showPasty(writer, "Pasty 4")).toContainText(SECRETS.added);
  // The reader's tab is still on this path: only the fragment changes, so load it afresh.
  await reader.goto(link);
  await reader.reload();
  await expect(reader.getByRole("article", { name: "Comment by e2e-writer" })).toContainText("the koala and kangaroo lines");
  await expectAccessible(reader, "an E2E paste with a comment");

  // Its history: the version before the edit, and what the edit changed, opened and compared here.
  const history = (await (await writer.request.get(`${appUrl}/api/v3/pastes/${pasteId}/history_compact`)).json()) as { id: string }[];
  expect(history).toHaveLength(1);
  await writer.goto(`/${pasteId}/history/${history[0]!.id}#k=${key}`);
  await expect(await showPasty(writer, SECRETS.pastyTitles[0]!)).toContainText("zanzibar");
  await writer.goto(`/${pasteId}/history/${history[0]!.id}/diff#k=${key}`);
  const changes = writer.getByRole("region", { name: `Changes of ${SECRETS.pastyTitles[0]!}` });
  await expect(changes.locator(".diff-removed")).toContainText('println!("zanzibar")');
  await expect(changes.locator(".diff-added")).toContainText('println!("edited kiwi")');
  await expect(writer.getByRole("region", { name: `Changes of ${SECRETS.pastyTitles[1]!}` })).toContainText("unchanged");
  await expect(writer.getByRole("region", { name: "Changes of Pasty 4" })).toContainText("added");
  // A wrong key fails there too.
  await writer.goto(`/${pasteId}/history/${history[0]!.id}/diff#k=${"B".repeat(43)}`);
  await expect(keyAlert(writer)).toContainText("does not open this paste");

  // A second edit, of another pasty: the comment on the pasty it left alone stays on its lines.
  await writer.goto(`/${pasteId}/edit#k=${key}`);
  await editor.waitReady();
  await editor.tab(SECRETS.pastyTitles[1]!).click();
  await editor.pasteContent("# Meeting notes\nThe emu budget is 43.");
  await writer.getByRole("button", { name: "Save changes" }).click();
  await writer.waitForURL(`${appUrl}/${pasteId}#k=${key}`);
  await expect(await showPasty(writer, SECRETS.pastyTitles[1]!)).toContainText("emu budget");
  await expect(comment).toContainText(`${SECRETS.pastyTitles[2]!}, lines 1–2 ·`);
  await expect(comment).not.toContainText("earlier version");
  const versions = (await (await writer.request.get(`${appUrl}/api/v3/pastes/${pasteId}/history_compact`)).json()) as unknown[];
  expect(versions).toHaveLength(2);

  // What the server holds and logged: ciphertext, the chosen languages, no text and no key.
  const plaintexts = [
    "zanzibar",
    "quokka",
    "wombat",
    "wallaby",
    "edited kiwi",
    "dingo",
    "koala",
    "kangaroo",
    SECRETS.title,
    ...SECRETS.pastyTitles,
  ];
  const dump = await databaseDump();
  expect(dump).toContain(pasteId);
  const logs = serverLogs();
  expect(logs).toContain(pasteId);
  for (const secret of [...plaintexts, key]) {
    expect(dump, `the database holds ${secret}`).not.toContain(secret);
    expect(logs, `the logs hold ${secret}`).not.toContain(secret);
  }
  // No request either browser made carried the key (fragments are never sent, nor in Referer),
  // nor any of the text (not even to detect its language).
  expect(sent.length).toBeGreaterThan(10);
  for (const request of sent) for (const secret of [...plaintexts, key]) expect(request).not.toContain(secret);

  // CAPTCHA=anonymous: the signed-in writer never sent a challenge. A visitor's create sends one,
  // solved on a worker while they typed, and a solution answers once: sent again, it is refused.
  expect(sent.filter((request) => /"x-captcha"/.test(request))).toEqual([]);
  // The editor solves its challenge when it opens. Writes from the same address after that
  // (the writer's, from this machine) raise the work the address must do, so that solution is
  // refused as outdated: the editor sends again with the next one and the visitor never sees it.
  const budget = new WriteBudget(writer, appUrl);
  const shareAtChallenge = await budget.awaitFreshWindow();
  const visitorEditor = new EditorPage(reader);
  const challenged = reader.waitForResponse(`${appUrl}/api/v3/captcha`);
  await visitorEditor.goto("/");
  await challenged;
  await visitorEditor.pasteContent("a visitor's paste, proof of work included");
  await budget.writeUntilMoreWorkIsAsked(shareAtChallenge);
  const creates: Promise<{ status: number; captcha?: string }>[] = [];
  reader.on("response", (response) => {
    if (response.request().method() !== "POST" || response.url() !== `${appUrl}/api/v3/pastes`) return;
    const refusal = response.status() === 403 ? response.json() : Promise.resolve({});
    creates.push(refusal.then((body: { captcha?: string }) => ({ status: response.status(), ...body })));
  });
  const [createRequest] = await Promise.all([
    reader.waitForRequest((request) => request.method() === "POST" && request.url() === `${appUrl}/api/v3/pastes`),
    visitorEditor.create(),
  ]);
  await expect(reader.locator("main")).toContainText("proof of work included");
  expect(await Promise.all(creates)).toMatchObject([{ status: 403, captcha: "outdated" }, { status: 201 }]);
  const proof = createRequest.headers()["x-captcha"];
  expect(proof).toMatch(/^[A-Za-z0-9+/]+=*$/);
  const replayed = await reader.request.post(`${appUrl}/api/v3/pastes`, {
    data: { pasties: [{ content: "the same proof again" }] },
    headers: { "X-Captcha": proof!, Origin: appUrl },
  });
  expect(replayed.status()).toBe(403);
  expect(await replayed.json()).toMatchObject({ captcha: "used", message: expect.stringContaining("GET /api/v3/captcha") });
  // The report dialog solves its own while the visitor fills it in (send() expects the 201).
  const report = new ReportDialog(reader);
  await report.open();
  await report.send("Spam", "reported with a proof of work", "");
  await writerContext.close();
  await readerContext.close();
});

test("an E2E paste read once, one hiding its key, a private one through a share link until it is revoked, one behind a passphrase", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerContext = await browser.newContext({ baseURL: appUrl });
  const owner = await ownerContext.newPage();
  await new AuthPages(owner).signUp("e2e-sharer", "a long enough password");
  const api = new MystApi(owner.request, appUrl);
  const { key, raw } = await newPasteKey();
  const link = (id: string) => `${appUrl}/${id}#${keyFragment(raw)}`;
  const create = async (text: string, options: Record<string, unknown>) => {
    const sealed = await encryptPaste(key, { title: "", pasties: [{ title: "", content: text, language: "Text" }] });
    const response = await api.call("POST", "/api/v3/pastes", { ...options, ...sealed });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const readerContext = await browser.newContext({ baseURL: appUrl });
  const reader = await readerContext.newPage();

  // Read once: the notice first, then the button opens it (the fragment stays) and it is gone.
  const once = await create("kookaburra read once", { burnAfterRead: true });
  await reader.goto(link(once));
  await reader.getByRole("button", { name: "Open and delete it" }).click();
  await expect(openedPasty(reader, "Pasty 1")).toContainText("kookaburra read once");
  expect((await reader.request.get(`${appUrl}/api/v3/pastes/${once}`)).status()).toBe(404);

  // A link whose writer chose to hide the key: it leaves the address bar and the tab's history
  // entry once the paste is open (back then forward finds the address without it).
  const hiding = await create("lyrebird behind a hidden key", {});
  await reader.goto(`/${hiding}#${keyFragment(raw, { hideOnOpen: true })}`);
  await expect(openedPasty(reader, "Pasty 1")).toContainText("lyrebird behind a hidden key");
  await expect.poll(() => reader.url()).toBe(`${appUrl}/${hiding}`);
  await reader.goBack();
  await reader.goForward();
  await expect(keyAlert(reader)).toContainText("This link has no key");

  // A private paste's share link, with the key appended: a visitor without an account reads it.
  const privateId = await create("platypus shared privately", { private: true });
  const shared = await api.call("POST", `/api/v3/pastes/${privateId}/links`, { label: "for a friend" });
  expect(shared.status()).toBe(201);
  const { url, id: linkId } = (await shared.json()) as { url: string; id: string };
  await reader.goto(`${url}#${keyFragment(raw)}`);
  await expect(openedPasty(reader, "Pasty 1")).toContainText("platypus shared privately");
  // Revoked, the link shows nothing more, key or not.
  expect((await api.call("DELETE", `/api/v3/pastes/${privateId}/links/${linkId}`)).status()).toBe(204);
  await reader.reload();
  await expect(reader.getByText("platypus shared privately")).toHaveCount(0);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Nothing here");

  // A passphrase instead of a key in the link: derived in the browser with the stored parameters.
  const kdf = newKdfParams();
  const byPassphrase = await encryptPaste(
    await deriveKeyFromPassphrase("emu feathers", kdf),
    { title: "", pasties: [{ title: "", content: "echidna behind a passphrase", language: "Text" }] },
    { kdf },
  );
  const created = await api.call("POST", "/api/v3/pastes", byPassphrase);
  const passphraseId = ((await created.json()) as { id: string }).id;
  await reader.goto(`/${passphraseId}`);
  // Nothing of the title is known until it is open.
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Encrypted paste");
  await reader.getByLabel("Passphrase").fill("emu feather");
  await reader.getByRole("button", { name: "Open", exact: true }).click();
  await expect(reader.getByText("That passphrase does not open this paste")).toBeVisible();
  await reader.getByLabel("Passphrase").fill("emu feathers");
  await reader.getByRole("button", { name: "Open", exact: true }).click();
  await expect(openedPasty(reader, "Pasty 1")).toContainText("echidna behind a passphrase");
  await ownerContext.close();
  await readerContext.close();
});
