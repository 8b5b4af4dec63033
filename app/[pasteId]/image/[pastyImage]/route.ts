import { readPastyImage } from "@/lib/api/code-image-read";
import { readRoute } from "@/lib/api/read";

export const dynamic = "force-dynamic";

/** `/:pasteId/:pastyId.png`: an image of a pasty's code (docs/use/reading.md), for downloads and link previews. */
export const GET = readRoute(readPastyImage);
