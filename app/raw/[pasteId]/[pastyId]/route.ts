import { plainTextRoute, replaceFromCommandLine } from "@/lib/api/curl-door";
import { readRaw } from "@/lib/api/paste-reads";
import { readRoute } from "@/lib/api/read";

export const dynamic = "force-dynamic";

/** `/raw/:pasteId/:pastyId[/:historyId]`: the pasty as plain text (the page's "Raw" link). */
export const GET = readRoute(readRaw);

/** `curl -X PUT --data-binary @file …/raw/:pasteId/:pastyId`: replaces the pasty's text (docs/use/command-line.md). */
export const PUT = plainTextRoute(replaceFromCommandLine);
