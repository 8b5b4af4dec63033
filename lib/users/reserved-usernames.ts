// Names no account may take: every top-level path of the site (app/ folders, public/ files, what
// the custom server answers itself, Next.js' own assets) and a few kept for routes to come, so a
// profile or a future /<name> address can never shadow, or be shadowed by, a page. Compared
// without regard to letter case. app/ and public/ are checked against this list by
// reserved-usernames.test.ts, so a new top-level route cannot be forgotten here.

export const reservedUsernames: ReadonlySet<string> = new Set([
  // app/ and app/(site)/
  "api",
  "auth",
  "healthz",
  "login",
  "paste",
  "profile",
  "raw",
  "settings",
  "signup",
  "u",
  "about",
  "s",
  "stats",
  "admin",
  "explore",
  "compare",
  "mcp",
  "language",
  // the embed view below a paste, which a /<name>/embed route would shadow
  "embed",
  // answered by the custom server, Next.js' assets, public/ and the files browsers ask for
  "metrics",
  "_next",
  "docs",
  "images",
  "icon.svg",
  "favicon.ico",
  "embed.js",
  "robots.txt",
  "sitemap.xml",
  // kept for routes to come
  "search",
]);

export function isReservedUsername(username: string): boolean {
  return reservedUsernames.has(username.toLowerCase());
}
