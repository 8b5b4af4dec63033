import { readRaw } from "@/lib/api/paste-reads";
import { readRoute } from "@/lib/api/read";

export const dynamic = "force-dynamic";

/** `/raw/:pasteId/:pastyId[/:historyId]`: the pasty as plain text (the page's "Raw" link). */
export const GET = readRoute(readRaw);
