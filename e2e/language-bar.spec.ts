import { expect, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { createPaste, PastePage } from "./pages/paste-page";

// The language bar of a paste page: its segments apart, their names on hover and focus, within
// the page on a phone, and Linguist's colours still seen on a dark page.

test("the language bar draws each language apart and names it on hover and on focus", async ({ page, request }) => {
  const paste = await createPaste(request, {
    title: "Two blues",
    pasties: [
      { title: "a.py", content: "x = 1\ny = 2\n", language: "Python" },
      { title: "b.ts", content: "const x = 1;\nconst y = 2;\n", language: "TypeScript" },
    ],
  });
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await new PastePage(page).open(paste.id);
    const bar = page.getByRole("group", { name: "Languages" });
    const python = bar.getByRole("button", { name: /^Python \d/ });
    const typescript = bar.getByRole("button", { name: /^TypeScript \d/ });
    // A gap of the page's background between the two blues.
    const [left, right] = [(await python.boundingBox())!, (await typescript.boundingBox())!].sort((a, b) => a.x - b.x);
    expect(right!.x - (left!.x + left!.width)).toBeGreaterThanOrEqual(2);

    // TypeScript has the larger share, so it comes first.
    await typescript.hover();
    await expect(typescript.getByText(/^TypeScript \d/)).toBeVisible();
    await expect(python.getByText(/^Python \d/)).toBeHidden();
    await page.mouse.move(0, 0);
    await typescript.focus();
    await page.keyboard.press("Tab");
    await expect(python).toBeFocused();
    await expect(python.getByText(/^Python \d/)).toBeVisible();
    // The name stays in the page, not beyond its edge.
    const label = (await python.getByText(/^Python \d/).boundingBox())!;
    expect(label.x + label.width).toBeLessThanOrEqual(viewport.width);
    await expectAccessible(page, `the language bar at ${viewport.width} px`);
  }
  // Linguist's colours are made for a white page: on a dark one a dark blue (Markdown's) is lightened so it does not vanish.
  const markdown = await createPaste(request, { pasties: [{ content: "# Notes\n", language: "Markdown" }] });
  await page.emulateMedia({ colorScheme: "dark" });
  await new PastePage(page).open(markdown.id);
  const segment = page.getByRole("group", { name: "Languages" }).getByRole("button", { name: /^Markdown/ });
  // 3:1, what WCAG asks of graphics (1.4.11); #083fa1 on the dark page is 2:1.
  expect(await segment.evaluate(contrastWithPage)).toBeGreaterThanOrEqual(3);
});

/** WCAG's contrast ratio of an element's background against the page's (colours read through a canvas, which takes any CSS colour). */
function contrastWithPage(element: Element): number {
  const context = document.createElement("canvas").getContext("2d")!;
  const luminance = (color: string) => {
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [getComputedStyle(element).backgroundColor, getComputedStyle(document.body).backgroundColor]
    .map(luminance)
    .sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
