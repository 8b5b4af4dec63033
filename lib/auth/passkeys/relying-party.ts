import { env } from "../../core/env";
import type { RequestHead } from "../../http/request-head";

// Who the passkeys belong to (the WebAuthn "relying party"): PUBLIC_URL's host and origin when
// set — the only answer behind a proxy — else the host the request was sent to. A passkey made
// for one host never signs in at another: browsers and the verification both check it.

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(request: RequestHead): RelyingParty {
  const publicUrl = env().PUBLIC_URL;
  const url = new URL(publicUrl ?? request.url);
  if (!publicUrl) {
    const host = request.headers.get("host");
    if (host) url.host = host;
  }
  return { id: url.hostname, origin: url.origin, name: "Myst" };
}
