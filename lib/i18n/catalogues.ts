import { type PageLocale, PSEUDO_LOCALE } from "./locales";
import type { Catalogue } from "./pseudo";

export type { Catalogue } from "./pseudo";

// The messages of every page, one JSON catalogue per locale and namespace:
// lib/i18n/messages/<locale>/<namespace>.json. A namespace is one area of the site (its chrome,
// the editor, the paste page, …), so work on two areas never touches the same file; the English
// catalogue of a namespace is the reference every other one must match key for key
// (catalogues.test.ts). Adding a namespace: its name here, and its file in every locale.

export const NAMESPACES = ["site", "editor", "paste", "account", "settings", "browse", "history", "reader", "admin", "render"] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** One namespace of one real locale, bundled per file by the page's bundler. */
async function loadNamespace(locale: string, namespace: Namespace): Promise<Catalogue> {
  return ((await import(`./messages/${locale}/${namespace}.json`)) as { default: Catalogue }).default;
}

/** All of a locale's messages, by namespace: what a page and its client components are given. */
export async function loadMessages(locale: PageLocale): Promise<Record<Namespace, Catalogue>> {
  const source = locale === PSEUDO_LOCALE ? "en" : locale;
  const loaded = await Promise.all(NAMESPACES.map(async (namespace) => [namespace, await loadNamespace(source, namespace)] as const));
  const messages = Object.fromEntries(loaded) as Record<Namespace, Catalogue>;
  if (locale !== PSEUDO_LOCALE) return messages;
  const { pseudoCatalogue } = await import("./pseudo");
  return pseudoCatalogue(messages) as Record<Namespace, Catalogue>;
}

/**
 * Only the parts of `messages` named by `paths` (a namespace, `"paste"`, or a part of one,
 * `"paste.pasty"`): what a page's client components are handed, so its payload carries the
 * messages they use and not every catalogue (components/layout/client-messages.tsx).
 */
export function pickMessages(messages: Catalogue, paths: readonly string[]): Catalogue {
  const picked: Catalogue = {};
  for (const path of paths) {
    const keys = path.split(".");
    let from: Catalogue | string | undefined = messages;
    for (const key of keys) from = typeof from === "object" ? from[key] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) {
      const inner = into[key];
      into = typeof inner === "object" ? inner : (into[key] = {});
    }
    into[keys[keys.length - 1]!] = from;
  }
  return picked;
}
