import { expect, test } from "@playwright/test";
import { fakeSecrets } from "../lib/testing/fake-secrets";
import { AuthPages } from "./pages/auth-pages";
import { EditorPage } from "./pages/editor-page";
import { purgeRevision } from "./pages/history-page";

// Secret scanning in the editor (issue 15, item 3): marked as you type, and a choice before publishing.

test("a pasted token is marked on its line, and redacting it before publishing keeps the rest", async ({ page }) => {
  const token = fakeSecrets.find((fake) => fake.kind === "github-token")!.text;
  const editor = new EditorPage(page);
  await editor.goto();
  await editor.pasteContent(`# deploy\n${token}\necho done`);
  await expect(page.getByTestId("secret-findings")).toHaveText("Possible secret in this pasty: line 2: GitHub token");
  await expect(editor.activeContent().locator(".cm-secret-line")).toHaveCount(1);
  await expect(editor.activeContent().locator(".cm-secret-badge")).toHaveText("possible secret: GitHub token");

  await page.getByRole("button", { name: "Create paste" }).click();
  const dialog = page.getByRole("dialog", { name: "This paste looks like it holds secrets" });
  await expect(dialog.getByTestId("secret-dialog-findings")).toHaveText("Pasty 1, line 2: GitHub token");
  await dialog.getByRole("button", { name: "Redact them" }).click();
  const id = await editor.waitForPastePage();

  const paste = (await (await page.request.get(`/api/v3/pastes/${id}`)).json()) as { private: boolean; pasties: { content: string }[] };
  expect(paste.private).toBe(false);
  expect(paste.pasties[0]!.content).toBe("# deploy\ngit clone https://[REDACTED:github-token]@github.com/acme/app.git\necho done");
});

test("an edit that removes a secret offers to purge the revision that still holds it", async ({ page, baseURL }) => {
  const token = fakeSecrets.find((fake) => fake.kind === "github-token")!.text;
  await new AuthPages(page).signUp(`purger${Date.now().toString(36)}`, "a long enough password");
  const created = await page.request.post("/api/v3/pastes", {
    headers: { Origin: new URL(baseURL!).origin },
    data: { title: "Deploy", pasties: [{ content: token }] },
  });
  const { id } = (await created.json()) as { id: string };
  const editor = new EditorPage(page);
  await editor.goto(`/${id}/edit`);
  await editor.pasteContent("the token now comes from the environment");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { name: "Saved: a secret is still in the history" })).toBeFocused();
  await expect(page.getByTestId("secrets-in-history").getByRole("listitem")).toHaveText(
    /^This secret \(GitHub token\) is still in revision 0 — purge it\./,
  );
  const [edit] = (await (await page.request.get(`/api/v3/pastes/${id}/history_compact`)).json()) as { id: string }[];

  await purgeRevision(page, 0);
  await expect(page.getByText("Revision 0 was purged.")).toBeVisible();
  expect((await page.request.get(`/api/v3/pastes/${id}/history/${edit!.id}`)).status()).toBe(410);
  await page.getByRole("link", { name: "View the paste" }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}$`));
});
