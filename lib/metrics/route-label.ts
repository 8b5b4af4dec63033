import { readFileSync } from "node:fs";
import { join } from "node:path";

// Metrics are labelled by route pattern (`/api/v3/pastes/[pasteId]`), never by the raw path: ids
// and usernames would make a new time series per paste. The patterns are the build's own route
// table (routes-manifest.json), matched the way Next.js matches them; without a build (dev) a
// fallback replaces id-like segments. Either way the number of labels is capped.

interface ManifestRoute {
  page: string;
  regex: string;
}

interface ManifestRewrite {
  source: string;
  regex: string;
}

interface RoutesManifest {
  staticRoutes?: ManifestRoute[];
  dynamicRoutes?: ManifestRoute[];
  rewrites?: ManifestRewrite[] | { beforeFiles?: ManifestRewrite[]; afterFiles?: ManifestRewrite[]; fallback?: ManifestRewrite[] };
}

const MAX_LABELS = 300;
const ID_SEGMENT = /^[a-z0-9]{8}(\.zip)?$/;

export type RouteLabeler = (path: string) => string;

/** A labeler from Next's routes-manifest.json of the build in `distDir`, or the fallback. */
export function loadRouteLabeler(projectDir: string, distDir: string): RouteLabeler {
  try {
    const manifest = JSON.parse(readFileSync(join(projectDir, distDir, "routes-manifest.json"), "utf8")) as RoutesManifest;
    return createRouteLabeler(manifest);
  } catch {
    return createRouteLabeler(undefined);
  }
}

export function createRouteLabeler(manifest: RoutesManifest | undefined): RouteLabeler {
  const staticPages = new Set((manifest?.staticRoutes ?? []).map((route) => route.page));
  // Next lists dynamic routes most specific first.
  const dynamic = (manifest?.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  // Rewrites (`/~:username`) are labelled by their source pattern; Next applies them before
  // dynamic routes, except the fallback ones.
  const rewrites = manifest?.rewrites;
  const asRules = (list: ManifestRewrite[] | undefined) =>
    (list ?? []).map((rewrite) => ({ page: rewrite.source, regex: new RegExp(rewrite.regex) }));
  const early = Array.isArray(rewrites) ? asRules(rewrites) : [...asRules(rewrites?.beforeFiles), ...asRules(rewrites?.afterFiles)];
  const late = Array.isArray(rewrites) ? [] : asRules(rewrites?.fallback);
  const rules = [...early, ...dynamic, ...late];
  const candidates = candidatesByFirstSegment(rules, new Set(dynamic));
  const seen = new Set<string>();
  const cap = (label: string) => {
    if (seen.has(label)) return label;
    if (seen.size >= MAX_LABELS) return "other";
    seen.add(label);
    return label;
  };

  return (rawPath) => {
    const path = normalise(rawPath);
    if (path.startsWith("/_next/")) return path.startsWith("/_next/static/") ? "/_next/static" : cap(firstSegments(path, 2));
    if (!manifest) return cap(fallbackPattern(path));
    if (staticPages.has(path)) return cap(path);
    const raw = rawPath.split("?")[0] ?? path;
    const first = firstSegment(path);
    for (const route of first === firstSegment(raw) ? candidates(first) : rules) {
      if (route.regex.test(path) || route.regex.test(raw)) return cap(route.page);
    }
    // Files from public/ and paths nothing claims (404s): one label, whatever was asked.
    return "unmatched";
  };
}

interface Rule {
  page: string;
  regex: RegExp;
}

/**
 * The rules, in their order, that may match a path beginning with a given segment: a dynamic
 * route whose pattern begins with a literal segment matches only paths that begin with it, so the
 * others are not tried (testing all of them, the raw text's route the 60th, was 3 % of a cached
 * raw read's time). Rewrites, and routes that begin with a parameter, are tried for every path.
 */
function candidatesByFirstSegment(rules: Rule[], dynamic: Set<Rule>): (first: string) => Rule[] {
  const literalFirst = (rule: Rule): string | null => {
    const first = dynamic.has(rule) ? firstSegment(rule.page) : "";
    return first !== "" && !/[[(]/.test(first) ? first : null;
  };
  const firsts = rules.map(literalFirst);
  const anyFirst = rules.filter((_, index) => firsts[index] === null);
  const byFirst = new Map<string, Rule[]>();
  for (const first of new Set(firsts)) {
    if (first !== null)
      byFirst.set(
        first,
        rules.filter((_, index) => firsts[index] === null || firsts[index] === first),
      );
  }
  return (first) => byFirst.get(first) ?? anyFirst;
}

/** "raw" of "/raw/abc/def"; "" of "/". */
function firstSegment(path: string): string {
  return path.split("/", 2)[1] ?? "";
}

function normalise(rawPath: string): string {
  let path = rawPath.split("?")[0] ?? "/";
  try {
    path = decodeURIComponent(path);
  } catch {
    // Keep it as sent; it is only a label.
  }
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

function firstSegments(path: string, count: number): string {
  return `/${path.split("/").filter(Boolean).slice(0, count).join("/")}`;
}

function fallbackPattern(path: string): string {
  const segments = path.split("/").filter(Boolean);
  return `/${segments
    .map((segment, index) => {
      if (ID_SEGMENT.test(segment) || /^\d+$/.test(segment)) return "[id]";
      // A username after /users/ or /u/.
      if (index > 0 && (segments[index - 1] === "users" || segments[index - 1] === "u")) return "[username]";
      return segment;
    })
    .join("/")}`;
}
