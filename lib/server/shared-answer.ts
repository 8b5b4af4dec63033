import type { ServerResponse } from "node:http";
import type { SharedPaste } from "../pastes/shared";

// What a direct read (direct-reads.ts) already knows about the paste it answered for an
// anonymous reader: that everyone is shown it alike, whose it is and when it expires. The
// response cache (response-cache.ts) keeps such an answer without asking the database again
// (findSharedPaste), which was the second statement of every long-tail read.

const known = new WeakMap<ServerResponse, SharedPaste>();

export function noteSharedAnswer(res: ServerResponse, paste: SharedPaste): void {
  known.set(res, paste);
}

export function sharedAnswerOf(res: ServerResponse): SharedPaste | undefined {
  return known.get(res);
}
