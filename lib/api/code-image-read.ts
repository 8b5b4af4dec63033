import { z } from "zod";
import { notFound } from "../core/errors";
import { imageHeaders, matchesEtag } from "../pastes/http";
import { pastyImage } from "../pastes/code-image";
import { isThemeId } from "../settings/themes";
import { type Read, read } from "./read";

// GET /:pasteId/:pastyId.png (app/[pasteId]/image/[pastyImage]/route.ts, through next.config.mjs's
// rewrite): the one answer of an image of a pasty's code (lib/pastes/code-image.ts), for the
// page's "Download as image" and link previews. A conditional request and a HEAD are answered
// from the content address without drawing anything.

const PNG = ".png";

const paramsSchema = z.object({ pasteId: z.string().min(1), pastyImage: z.string().min(1) });

/** A query flag: present as `1`/`true`, absent or `0`/`false`. */
const flag = (fallback: boolean) =>
  z
    .enum(["1", "0", "true", "false"])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === "1" || value === "true"));

const querySchema = z.object({
  // What the page shows its reader; a link preview gets Dark, the usual look of code pictures.
  theme: z
    .string()
    .optional()
    .transform((value) => (value !== undefined && isThemeId(value) ? value : "dark")),
  chrome: flag(true),
  numbers: flag(true),
  download: flag(false),
  /** A line link's selection, `12` or `12-40` (components/paste/line-links.tsx). */
  lines: z
    .string()
    .regex(/^\d{1,9}(-\d{1,9})?$/, "Lines are a number or a range, like 12-40.")
    .optional(),
});

function lineRange(lines: string | undefined): { from?: number; to?: number } {
  if (lines === undefined) return {};
  const [from, to = from] = lines.split("-").map(Number) as [number, number?];
  return { from: Math.min(from, to), to: Math.max(from, to) };
}

export const readPastyImage: Read = read({ errors: "v3", params: paramsSchema }, async ({ request, params, caller }) => {
  if (!params.pastyImage.endsWith(PNG)) throw notFound();
  const url = new URL(request.url);
  const query = querySchema.parse(Object.fromEntries(url.searchParams));
  const image = await pastyImage(await caller(), {
    pasteId: params.pasteId,
    pastyId: params.pastyImage.slice(0, -PNG.length),
    theme: query.theme,
    chrome: query.chrome,
    lineNumbers: query.numbers,
    download: query.download,
    ...lineRange(query.lines),
  });
  const headers = imageHeaders(image.etag, image.shared);
  if (matchesEtag(request.headers.get("if-none-match"), image.etag)) return { status: 304, headers, body: null };
  const disposition: Record<string, string> = query.download ? { "Content-Disposition": `attachment; filename="${image.fileName}"` } : {};
  const pngHeaders = { ...headers, ...disposition, "Content-Type": "image/png" };
  // Next.js answers a HEAD with this GET: a link checker is told what it would get, undrawn.
  if (request.method === "HEAD") return { status: 200, headers: pngHeaders, body: null };
  return { status: 200, headers: pngHeaders, body: new Uint8Array(await image.png()) };
});
