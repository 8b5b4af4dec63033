import { posix } from "node:path";

// Where the manual's links lead once it is served at /docs. In docs/ they are relative file links
// (`../operate/limits.md#limits`), right on GitHub; on the site a link to another page of the
// manual becomes its /docs address, and one to anything else of the project (source files, the
// README, screenshots under .github/) has nowhere to go, so the caller keeps only its text.

/**
 * The address on the site of a link in the manual page `from` (`docs/use/pages.md`): another
 * site's address and an anchor in the same page unchanged, a page of the manual its /docs address
 * (`hrefOf`: file → address) with the anchor kept; undefined where the link leads out of the manual.
 */
export function manualLinkHref(from: string, target: string, hrefOf: ReadonlyMap<string, string>): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//") || target.startsWith("#")) return target;
  const hash = target.indexOf("#");
  const file = projectFile(from, hash < 0 ? target : target.slice(0, hash));
  const href = file === undefined ? undefined : hrefOf.get(file);
  return href === undefined ? undefined : `${href}${hash < 0 ? "" : target.slice(hash)}`;
}

/**
 * The address of an image of the manual: a file under public/ is served by the site at its path
 * below it; any other image (the README's screenshots under .github/) is not, so undefined.
 */
export function manualImageSrc(from: string, src: string): string | undefined {
  const file = projectFile(from, src);
  return file?.startsWith("public/") ? encodeURI(`/${file.slice("public/".length)}`) : undefined;
}

/** The project file a relative link of `from` names (`docs/use/../operate/limits.md` → `docs/operate/limits.md`). */
function projectFile(from: string, link: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(link);
  } catch {
    return undefined;
  }
  if (path === "" || path.startsWith("/") || path.includes("\0")) return undefined;
  const file = posix.join(posix.dirname(from), path);
  return file.startsWith("../") ? undefined : file;
}
