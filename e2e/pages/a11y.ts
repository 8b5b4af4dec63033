import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

const wcag21aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** The axe the injected source puts on window (only its type crosses into the page). */
type InjectedAxe = typeof axe;

/**
 * axe-core's serious and critical violations of WCAG 2.1 A/AA on the page as it is now, one line
 * each (rule, what it asks, where); `rules` narrows the run to those rules.
 *
 * axe is injected once per document and run directly: @axe-core/playwright's AxeBuilder injects
 * it again and opens a blank page for every run, twenty times slower, which matters to a sweep
 * of every page in every theme (e2e/a11y-sweep.spec.ts). Frames are left out: no page of the
 * site has one but the embed's host pages, and the embed is checked on its own.
 */
export async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const runOnly = rules ? { type: "rule" as const, values: rules } : { type: "tag" as const, values: wcag21aa };
  return page.evaluate(
    async (options) => {
      const { violations } = await (window as unknown as { axe: InjectedAxe }).axe.run(document, options);
      return violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
    },
    { runOnly, resultTypes: ["violations" as const], iframes: false },
  );
}

/** axe-core on the page as it is now: no serious or critical violation of WCAG 2.1 A/AA. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), `accessibility of ${what}`).toEqual([]);
}
