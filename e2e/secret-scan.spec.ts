import { expect, test } from "@playwright/test";
import { fakeSecrets } from "../lib/testing/fake-secrets";
import { EditorPage } from "./pages/editor-page";

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
