import { type Browser, expect, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { AuthPages } from "./pages/auth-pages";
import { MystApi } from "./pages/myst-api";
import { PastePage } from "./pages/paste-page";
import { saveScreenshot } from "./pages/screenshots";

// Review comments (issue 16, item 2): a reviewer selects lines and comments, the comment shows in
// the list and under its last line, anonymous readers get it at once (the cached page is fresh),
// it follows an edit that leaves its lines alone and stays on its version after one that does
// not, and the owner can turn comments off.

const code = "const a = 1;\nconst b = 2;\nconst c = a + b;\nconsole.log(c);\n";

async function signedUp(browser: Browser, username: string) {
  const page = await (await browser.newContext()).newPage();
  const auth = new AuthPages(page);
  await auth.signUp(username, "a long enough password");
  await auth.expectSignedInAs(username);
  return page;
}

test("comment on a line range, follow it through edits, turn comments off", async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const owner = await signedUp(browser, `owner${stamp}`);
  const ownerApi = new MystApi(owner.request, baseURL!);
  const { id } = await ownerApi.createPaste({ title: "Review me", pasties: [{ title: "sum.js", content: code, language: "JavaScript" }] });
  // An anonymous read first, so the response cache holds the page without comments.
  expect(await (await request.get(`/${id}`)).text()).not.toContain("Use a constant");

  const reviewer = await signedUp(browser, `reviewer${stamp}`);
  const view = new PastePage(reviewer);
  await view.open(id);
  await view.clickLineNumber("L2");
  await view.clickLineNumber("L3", { shift: true });
  await reviewer.getByRole("button", { name: "Comment on lines 2–3" }).click();
  const form = reviewer.getByRole("form", { name: "New comment" });
  await expect(form.getByLabel("Comment", { exact: true })).toBeFocused();
  await form.getByLabel("Comment", { exact: true }).fill("Use a **constant** here");
  await form.getByRole("button", { name: "Comment", exact: true }).click();

  const listed = reviewer.getByRole("article", { name: `Comment by reviewer${stamp}` });
  await expect(listed.locator("strong")).toHaveText("constant");
  await expect(listed.getByRole("link", { name: "lines 2–3" })).toHaveAttribute("href", "#L2-L3");
  const inline = reviewer.getByRole("note", { name: "Comments on line 3" });
  await expect(inline).toContainText("Use a constant here");
  // The box sits right after line 3 and takes no line number: line 4 is still line 4.
  await expect(view.line("L4")).toHaveText("console.log(c);");
  await expectAccessible(reviewer, "a paste page with a comment");
  await saveScreenshot(reviewer, "paste-comments");
  expect(await (await request.get(`/${id}`)).text()).toContain("constant");

  // Keyboard: the form opens from "Add a comment" without a line selection.
  await reviewer.goto(`/${id}`);
  await reviewer.getByRole("button", { name: "Add a comment" }).focus();
  await reviewer.keyboard.press("Enter");
  await expect(reviewer.getByRole("form", { name: "New comment" }).getByLabel("From line")).toBeVisible();

  // An edit above the lines moves the comment with them.
  const pastyId = ((await (await ownerApi.call("GET", `/api/v3/pastes/${id}`)).json()) as { pasties: { id: string }[] }).pasties[0]!.id;
  const edit = (content: string) => ownerApi.call("PATCH", `/api/v3/pastes/${id}`, { pasties: [{ id: pastyId, content }] });
  expect((await edit(`// sums\n${code}`)).status()).toBe(200);
  await reviewer.goto(`/${id}`);
  await expect(listed.getByRole("link", { name: "lines 3–4" })).toHaveAttribute("href", "#L3-L4");
  await expect(reviewer.getByRole("note", { name: "Comments on line 4" })).toBeVisible();

  // An edit of the lines leaves it on the version it was made on, with a link to what changed.
  expect((await edit("// sums\nconst a = 1;\nconst B = 2;\nconst c = a + B;\nconsole.log(c);\n")).status()).toBe(200);
  await reviewer.goto(`/${id}`);
  await expect(listed).toContainText("lines 2–3 on an earlier version");
  await expect(reviewer.locator(".inline-comments")).toHaveCount(0);
  await listed.getByRole("link", { name: "That version’s diff" }).click();
  await expect(reviewer).toHaveURL(new RegExp(`/${id}/history/[a-z0-9]{8}/diff$`));

  // The owner turns comments off: nobody sees them any more, nor can add one.
  await owner.goto(`/${id}`);
  await owner.getByRole("button", { name: "Turn comments off" }).click();
  await expect(owner.getByText("Comments are turned off for this paste.")).toBeVisible();
  await reviewer.goto(`/${id}`);
  await expect(reviewer.getByText("Comments are turned off for this paste.")).toBeVisible();
  await expect(reviewer.getByRole("button", { name: "Add a comment" })).toHaveCount(0);
  expect(await (await request.get(`/${id}`)).text()).not.toContain("constant");
});

test("no comments yet: the owner's comments block is one short row, smaller than a one-line snippet, and opens the form", async ({
  browser,
  baseURL,
}) => {
  const owner = await signedUp(browser, `quiet${Date.now().toString(36)}`);
  const { id } = await new MystApi(owner.request, baseURL!).createPaste({
    title: "One liner",
    pasties: [{ title: "one.sh", content: "echo hello", language: "Shell" }],
  });
  const comments = owner.getByRole("complementary", { name: "Comments" });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await owner.setViewportSize(viewport);
    await owner.goto(`/${id}`);
    await expect(comments.getByText("None yet.")).toBeVisible();
    const block = (await comments.boundingBox())!;
    const snippet = (await new PastePage(owner).pasty("one.sh").boundingBox())!;
    expect(block.height).toBeLessThan(snippet.height);
    await expectAccessible(owner, `a paste without comments at ${viewport.width} px`);
  }
  // At 1280 px the switch and the way to comment sit on the heading's row.
  const heading = (await comments.getByRole("heading", { name: "Comments" }).boundingBox())!;
  for (const button of ["Add a comment", "Turn comments off"]) {
    const box = (await comments.getByRole("button", { name: button }).boundingBox())!;
    expect(Math.abs(box.y + box.height / 2 - (heading.y + heading.height / 2)), button).toBeLessThan(8);
  }
  await owner.getByRole("button", { name: "Add a comment" }).click();
  const form = owner.getByRole("form", { name: "New comment" });
  await expect(form.getByLabel("Comment", { exact: true })).toBeFocused();
  expect((await form.boundingBox())!.width).toBeGreaterThan(300);
});
