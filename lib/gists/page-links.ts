/** One page of a GitHub list and how many pages there are (at least 1, as GitHub's `last`). */
export interface GistPage<T> {
  items: T[];
  page: number;
  perPage: number;
  totalPages: number;
}

/**
 * GitHub's `Link` header for a page of `url`'s list: next and last after it, first and prev
 * before it; nothing for a list of one page. Clients (the `gist` command, Octokit's paginate)
 * follow `next` until it is gone.
 */
export function pageLinkHeader(url: string, page: GistPage<unknown>): string | null {
  const at = (number: number) => {
    const target = new URL(url);
    // Set afresh, so every link names the page first whatever order the request had.
    target.searchParams.delete("page");
    target.searchParams.delete("per_page");
    target.searchParams.set("page", String(number));
    target.searchParams.set("per_page", String(page.perPage));
    return `<${target.href}>`;
  };
  const links: string[] = [];
  if (page.page < page.totalPages) links.push(`${at(page.page + 1)}; rel="next"`, `${at(page.totalPages)}; rel="last"`);
  if (page.page > 1) links.push(`${at(1)}; rel="first"`, `${at(Math.min(page.page - 1, page.totalPages))}; rel="prev"`);
  return links.length > 0 ? links.join(", ") : null;
}
