import { cache } from "react";
import { anonymous } from "../auth/caller";
import { isKeyError } from "../pastes/crypto";
import { type PastePage, pastePageOf } from "../pastes/page";
import { readSharedKey } from "./http";
import { openSharedPaste } from "./open";

// The page of a share link (/s/:secret): the paste read-only, for anyone holding the link.

export type SharedPastePage = { kind: "locked"; wrongKey: boolean } | (PastePage & { kind: "open" });

/**
 * The paste behind the link as its page shows it, counting one view (once per render: the page
 * and its metadata share it). Link holders read as nobody: no tags, no stars. An encrypted paste
 * without its password (or with a wrong one) asks for it, spending no view.
 */
export const loadSharedPastePage = cache(async (secret: string): Promise<SharedPastePage> => {
  const key = await readSharedKey(secret);
  try {
    const { paste, pasties } = await openSharedPaste(secret, key);
    return await pastePageOf(anonymous, paste, pasties, false, key);
  } catch (error) {
    if (isKeyError(error)) return { kind: "locked", wrongKey: key !== null };
    throw error;
  }
});
