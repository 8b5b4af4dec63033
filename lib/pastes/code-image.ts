import type { Caller } from "../auth/caller";
import { notFound } from "../core/errors";
import { processSingleton } from "../core/process-state";
import { BoundedCache } from "../highlight/bounded-cache";
import { type CodeImageColours, drawCodeImage } from "../render/code-image";
import { DOWNLOAD_LINES, imageText, isTerminalOutput, PREVIEW_LINES } from "../render/code-image-text";
import { contentKey } from "../render/jobs";
import { themePalette, tokenColourNames } from "../settings/theme-palette";
import type { ThemeId } from "../settings/themes";
import { isSharedAnswer } from "./http";
import { keptReadablePaste, pasteNotFound, pastyNotFound } from "./access";
import { isEncrypted, readPasties } from "./content";
import { isEndToEnd } from "./end-to-end";

// An image of one pasty's code (issue 47 item 5), at /:pasteId/:pastyId.png: a paste page's
// "Download as image" and its link previews (og:image). Whoever may read the pasty may have its
// picture; nobody else learns more than a missing paste's 404. Never of a paste the server cannot
// show without a secret or a cost: a burn-after-reading paste (a link preview's crawler must
// neither consume it nor see it, and its owner's own preview would show it to the crawler),
// an end-to-end one (the server holds only ciphertext) or a server-side encrypted one (its key
// would have to sit in the image's address).

export interface CodeImageRequest {
  pasteId: string;
  pastyId: string;
  theme: ThemeId;
  chrome: boolean;
  lineNumbers: boolean;
  /** Lines `from`..`to` (a line link's selection); the start of the pasty when unset. */
  from?: number;
  to?: number;
  /** A reader's download (up to DOWNLOAD_LINES lines), else a link preview (PREVIEW_LINES). */
  download: boolean;
}

export interface CodeImage {
  /** The content address of the picture: the pasty's text, the lines, the theme and the options. */
  etag: string;
  /** Whether shared caches may keep it (a public paste's), as its raw text. */
  shared: boolean;
  fileName: string;
  /** Draws the picture, or takes it from this process's recent ones. */
  png: () => Promise<Buffer>;
}

const RECENT_BYTES = 16 * 1024 * 1024;

/** Pictures drawn lately, by content address (a link shared in a chat is fetched by several previews at once). */
const recent = processSingleton("code-images", () => ({ images: new BoundedCache<Buffer>({ maxWeight: RECENT_BYTES }) }));

/** Forgets the pictures held in memory: a purged revision's text goes from everything derived from it (purge/mutations.ts). */
export function forgetCodeImagesInMemory(): void {
  recent.images = new BoundedCache({ maxWeight: RECENT_BYTES });
}

/** The picture of a pasty under the rules of reading it (access.ts), drawn only when asked for. */
export async function pastyImage(caller: Caller, request: CodeImageRequest): Promise<CodeImage> {
  const paste = await keptReadablePaste(caller, request.pasteId);
  if (paste.burnAfterRead || isEndToEnd(paste) || isEncrypted(paste)) throw pasteNotFound();
  const pasty = (await readPasties(paste, null)).find((candidate) => candidate.id === request.pastyId);
  if (!pasty) throw pastyNotFound();
  const text = imageText(pasty.content, {
    from: request.from,
    to: request.to,
    maxLines: request.download ? DOWNLOAD_LINES : PREVIEW_LINES,
    terminal: isTerminalOutput(pasty.language),
  });
  if (text.lineCount === 0 && text.firstLine > 1) throw notFound("The pasty has no such lines.");
  const title = pasty.title || paste.title || paste.id;
  const options = { chrome: request.chrome, lineNumbers: request.lineNumbers, title };
  const variant = JSON.stringify([request.theme, options, text.firstLine, pasty.language]);
  const key = contentKey("code-image", variant, text.text);
  return {
    etag: `"${key}"`,
    shared: isSharedAnswer(caller, paste, null),
    fileName: `${fileNameOf(pasty.title || paste.id)}.png`,
    png: async () => {
      const kept = recent.images.get(key);
      if (kept) return kept;
      const png = await drawCodeImage(text, pasty.language, coloursOf(request.theme), options);
      recent.images.set(key, png, png.length);
      return png;
    },
  };
}

/** A theme's colours for the picture, from the pages' own style sheets. */
function coloursOf(theme: ThemeId): CodeImageColours {
  const palette = themePalette(theme);
  const tokens = Object.fromEntries(
    Object.entries(tokenColourNames()).flatMap(([letter, name]) => (palette[name] ? [[letter, palette[name]]] : [])),
  );
  return {
    background: palette["bg"] ?? "#ffffff",
    foreground: palette["fg"] ?? "#000000",
    muted: palette["muted"] ?? palette["fg"] ?? "#000000",
    border: palette["border"] ?? "#888888",
    frame: palette["bg-subtle"] ?? palette["bg"] ?? "#ffffff",
    tokens,
  };
}

/** A pasty's name as a file name: what a browser keeps of it anyway, without the path or the extension. */
function fileNameOf(name: string): string {
  const base = name
    .split(/[\\/]/)
    .at(-1)!
    .replace(/\.[^.]*$/, "");
  return base.replace(/[^\w.-]+/g, "_").slice(0, 80) || "code";
}
