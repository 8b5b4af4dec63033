import { WARNINGS_LISTED, WARNINGS_PER_KIND } from "./limits";
import type { SecretWarning } from "./schema";

// What one write's scan found, bounded (lib/secrets/limits.ts): the answer lists the first
// WARNINGS_PER_KIND findings of each kind, in the order of the paste (its title, its tags, then
// each pasty's title and content), and counts every finding by kind; at most WARNINGS_LISTED in all.

export { WARNINGS_LISTED, WARNINGS_PER_KIND };

export interface SecretFindings {
  /** The first WARNINGS_PER_KIND findings of each kind, in the paste's order (WARNINGS_LISTED at most). */
  warnings: SecretWarning[];
  /** How many findings there were of each kind (all of them, listed or not). */
  warningCounts: Record<string, number>;
}

export const NO_FINDINGS: SecretFindings = { warnings: [], warningCounts: {} };

/** Every finding counted, the first of each kind kept. */
export function groupFindings(all: Iterable<SecretWarning>): SecretFindings {
  const warnings: SecretWarning[] = [];
  const warningCounts: Record<string, number> = {};
  for (const warning of all) {
    const count = (warningCounts[warning.kind] ?? 0) + 1;
    warningCounts[warning.kind] = count;
    if (count <= WARNINGS_PER_KIND && warnings.length < WARNINGS_LISTED) warnings.push(warning);
  }
  return { warnings, warningCounts };
}

/** The findings of two scans of one request (a v2 edit that also publishes), still bounded. */
export function mergeFindings(first: SecretFindings, second: SecretFindings): SecretFindings {
  const merged = groupFindings([...first.warnings, ...second.warnings]);
  const warningCounts = { ...first.warningCounts };
  for (const [kind, count] of Object.entries(second.warningCounts)) warningCounts[kind] = (warningCounts[kind] ?? 0) + count;
  return { warnings: merged.warnings, warningCounts };
}

/** How many findings there were in all. */
export function totalFindings({ warningCounts }: SecretFindings): number {
  return Object.values(warningCounts).reduce((sum, count) => sum + count, 0);
}
