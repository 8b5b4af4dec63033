// Where a browser may be sent after signing in or unlocking (`?next=`, the forms' hidden field,
// next-auth's callbackUrl): a path on this site, nothing else. A check of the raw text ("starts
// with / but not //") is not enough: browsers drop tabs and newlines from URLs and read "\" as
// "/", so "/<TAB>/evil.example" leads to another host. The candidate is parsed the way a browser
// parses it and must stay on this origin; what comes out is that parse, re-serialised (ASCII
// only, so it is always a valid Location header).

const BASE = "http://same-site.invalid";

/** The same-site path the candidate names, or null when it names anything else. */
export function sameSitePath(candidate: unknown): string | null {
  if (typeof candidate !== "string" || !candidate.startsWith("/")) return null;
  // No link of ours holds control characters or backslashes; a browser would drop or rewrite them.
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" normalises to "//evil.example", which a browser reads as another host.
  return path.startsWith("//") ? null : path;
}

/** Where to go after signing in: the same-site path asked for, else the home page. */
export function safeNextPath(next: unknown): string {
  return sameSitePath(next) ?? "/";
}
