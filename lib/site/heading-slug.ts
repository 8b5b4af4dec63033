// The one rule for a heading's anchor, shared by the manual served at /docs (its heading ids) and
// the check that every #anchor in README.md and docs/ leads somewhere (lib/testing/docs-links.ts):
// GitHub's rule, so the same links work on GitHub and on an instance.

/**
 * The anchor GitHub gives a heading (github-slugger's rules): the heading's text as rendered
 * (code spans and emphasis markers gone, a link's text kept), lower-cased, every character that is
 * not a letter, mark, digit, connector (`_`), space or hyphen dropped, each space a hyphen.
 * `heading` is the heading's Markdown source, without its `#`s.
 */
export function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__|\*|\b_|_\b|~~)/g, "");
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of one document's headings in order: a repeated anchor gets `-1`, `-2`, … as on GitHub. */
export function headingSlugger(): (heading: string) => string {
  const seen = new Map<string, number>();
  return (heading) => {
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    return count === 0 ? slug : `${slug}-${count}`;
  };
}
