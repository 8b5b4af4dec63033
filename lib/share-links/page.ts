import { isbot } from "isbot";
import { cache } from "react";
import { anonymous } from "../auth/caller";
import { isKeyError } from "../pastes/crypto";
import { type PastePage, pastePageOf } from "../pastes/page";
import { activeLink } from "./access";
import { readSharedKey } from "./http";
import { openSharedPaste } from "./open";

// The page of a share link (/s/:secret): the paste read-only, for anyone holding the link.

export type SharedPastePage = { kind: "preview" } | { kind: "locked"; wrongKey: boolean } | (PastePage & { kind: "open" });

/**
 * The paste behind the link as its page shows it, counting one view (once per render: the page
 * and its metadata share it). Link holders read as nobody: no tags, no stars. An encrypted paste
 * without its password (or with a wrong one) asks for it, spending no view. A link preview (a
 * chat app unfurling the link, a crawler: `userAgent` tells) learns only that the link works, and
 * spends no view either: a link that opens once is still there for the person it was sent to.
 */
export const loadSharedPastePage = cache(async (secret: string, userAgent: string | null): Promise<SharedPastePage> => {
  if (isbot(userAgent)) {
    await activeLink(secret);
    return { kind: "preview" };
  }
  const key = await readSharedKey(secret);
  try {
    const { paste, pasties } = await openSharedPaste(secret, key);
    return await pastePageOf(anonymous, paste, pasties, false, key);
  } catch (error) {
    if (isKeyError(error)) return { kind: "locked", wrongKey: key !== null };
    throw error;
  }
});
