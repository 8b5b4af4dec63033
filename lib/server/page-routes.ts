import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadRouteLabeler, type RouteLabeler } from "../metrics/route-label";

// Which requests Next.js answers with a page (or the not-found page) rather than a route
// handler. Route handlers spend their rate-limit budgets themselves (the route wrapper, the
// forms); a page cannot answer 429, so the server spends its budget before Next.js renders it
// (lib/rate-limit/pages.ts). Known from the build's own tables: app-path-routes-manifest.json
// says which route patterns are handlers, the route labeler which pattern a path falls under.
// Build files (/_next/) are not pages. Without a build (dev) nothing counts as a page.

export type PageMatcher = (path: string) => boolean;

export function loadPageMatcher(projectDir: string, distDir: string): PageMatcher {
  try {
    const file = join(projectDir, distDir, "app-path-routes-manifest.json");
    const appPaths = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    return createPageMatcher(appPaths, loadRouteLabeler(projectDir, distDir));
  } catch {
    return () => false;
  }
}

/** `appPaths` maps app files to their patterns: `"/healthz/route": "/healthz"`. */
export function createPageMatcher(appPaths: Record<string, string>, label: RouteLabeler): PageMatcher {
  const handlers = new Set(
    Object.entries(appPaths)
      .filter(([file]) => file.endsWith("/route"))
      .map(([, pattern]) => pattern),
  );
  return (path) => !path.startsWith("/_next/") && !handlers.has(label(path));
}
