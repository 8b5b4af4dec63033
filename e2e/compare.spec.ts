import { expect, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { CommandPalette } from "./pages/command-palette";
import { createPaste, PastePage } from "./pages/paste-page";

// Compare any two: a link for two pastes, and from a paste's palette, against pasted text.

test("two pastes compare by link, and a paste against pasted text from its palette", async ({ page, request }) => {
  const left = await createPaste(request, {
    title: "Config v1",
    pasties: [{ title: "app.yml", content: "port: 80\nhost: a\n", language: "YAML" }],
  });
  const right = await createPaste(request, {
    title: "Config v2",
    pasties: [{ title: "app.yml", content: "port: 8080\nhost: a\n", language: "YAML" }],
  });

  await page.goto(`/compare?left=${left.id}&right=${right.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Comparing Config v1 (${left.id}) with Config v2 (${right.id})`);
  const changes = page.getByRole("region", { name: "Changes of app.yml" });
  // The change is marked word by word (in the unified and the side-by-side view alike).
  await expect(changes.locator("ins").first()).toHaveText("8080");
  await expect(changes.locator("del").first()).toHaveText("80");
  await expectAccessible(page, "a comparison");

  await new PastePage(page).open(left.id);
  const palette = new CommandPalette(page);
  await palette.run("Compare this paste with another or with text");
  await expect(page).toHaveURL(new RegExp(`/compare\\?left=${left.id}$`));
  await page.getByRole("textbox", { name: /or text to compare/ }).fill("port: 443\nhost: a\n");
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Comparing Config v1 (${left.id}) with pasted text`);
  await expect(page.locator("ins").first()).toHaveText("443");

  // A side nobody can open is said plainly, with the form still there.
  await page.goto(`/compare?left=${left.id}&right=nosuch12`);
  await expect(page.getByRole("alert").filter({ hasText: "The paste was not found." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Compare" })).toBeVisible();
});
