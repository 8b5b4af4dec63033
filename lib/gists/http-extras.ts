import { publicOrigin } from "../http/public-url";
import { encryptionKey } from "../pastes/http";
import type { GistRequest } from "./comments";

/** What a request to a gist's extras brings besides the caller: the origin for URLs and an encrypted paste's key. */
export function gistRequest(request: Request, pasteId: string): GistRequest {
  return { origin: publicOrigin(request), key: encryptionKey(request, pasteId) };
}
